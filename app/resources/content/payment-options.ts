/**
 * Content of /resources/tax-payment-center: how to pay the IRS and Ohio, what it costs, payment
 * plans, and the estimated-tax due dates for 2026 (with the January 15, 2027 payment).
 */

import { compareIsoDates } from "../format";
import type { ContentSource, Deadline, Faq, OfficialLink } from "./types";

export const lastReviewed = "2026-11-24";

export interface PaymentMethod {
  id: string;
  name: string;
  link: OfficialLink;
  /** What it costs the payer. */
  cost: string;
  /** Who it suits best, in a phrase. */
  bestFor: string;
  details: readonly string[];
}

export const federalPaymentMethods: readonly PaymentMethod[] = [
  {
    id: "irs-direct-pay",
    name: "IRS Direct Pay",
    link: { label: "Pay with IRS Direct Pay", url: "https://www.irs.gov/payments/direct-pay" },
    cost: "Free",
    bestFor: "Most individuals paying a balance due or an estimated payment",
    details: [
      "Pays straight from your checking or savings account. No sign-up needed.",
      "Choose the reason (balance due, estimated tax, extension) and the tax year carefully; that is how the IRS applies the money.",
      "You can schedule a payment up to 365 days ahead and get a confirmation number right away. Keep it.",
    ],
  },
  {
    id: "irs-online-account",
    name: "IRS Online Account",
    link: {
      label: "Sign in to your IRS Online Account",
      url: "https://www.irs.gov/payments/your-online-account",
    },
    cost: "Free from a bank account",
    bestFor: "Seeing exactly what you owe before you pay, and setting up a payment plan",
    details: [
      "Shows your balance, past payments and scheduled payments in one place.",
      "Needs a one-time identity check through the IRS sign-in service.",
    ],
  },
  {
    id: "eftps",
    name: "EFTPS (Electronic Federal Tax Payment System)",
    link: { label: "EFTPS.gov", url: "https://www.eftps.gov/" },
    cost: "Free",
    bestFor: "Businesses and anyone who pays the IRS on a schedule: payroll deposits, quarterly estimates",
    details: [
      "Run by the Treasury. Enroll first; your PIN arrives by mail, so start at least a week before you need to pay.",
      "Schedule payments up to 365 days ahead. A payment must be set up by 8 p.m. Eastern the day before it is due.",
      "Businesses generally must make federal tax deposits, such as payroll taxes, electronically; EFTPS is the free way to do it.",
    ],
  },
  {
    id: "card",
    name: "Debit card, credit card or digital wallet",
    link: {
      label: "Pay by debit or credit card",
      url: "https://www.irs.gov/payments/pay-your-taxes-by-debit-or-credit-card",
    },
    cost: "A processing fee charged by the card processor, not the IRS: a flat fee of a few dollars for debit cards and a percentage (about 1.75% to 2%) for credit cards",
    bestFor:
      "Paying when the money is not in the bank yet, if the card's interest costs less than IRS penalties",
    details: [
      "Use only the processors listed on IRS.gov. The IRS receives none of the fee.",
      "Card interest usually costs more than an IRS payment plan; compare before you charge a large balance.",
    ],
  },
  {
    id: "check",
    name: "Check or money order by mail",
    link: {
      label: "Pay by check or money order",
      url: "https://www.irs.gov/payments/pay-by-check-or-money-order",
    },
    cost: "A stamp",
    bestFor: "People who prefer paper; allow extra time",
    details: [
      'Make it payable to "U.S. Treasury". Write your name, address, phone, Social Security number, the tax year and the form (for example "2026 Form 1040") on it.',
      "Send it with the payment voucher (Form 1040-V for a balance due, Form 1040-ES for estimates) to the address for Ohio in the form's instructions.",
      "The federal government is moving payments away from paper checks, so an electronic option is safer for deadlines.",
    ],
  },
  {
    id: "cash",
    name: "Cash at a retail store",
    link: {
      label: "Pay with cash at a retail partner",
      url: "https://www.irs.gov/payments/pay-with-cash-at-a-retail-partner",
    },
    cost: "A processing fee",
    bestFor: "Taxpayers without a bank account",
    details: [
      "Start online to get a payment code, then pay at a participating store. Payments are limited to $1,000 a day.",
      "It can take several business days to post, so start well before the due date.",
    ],
  },
];

export interface PaymentPlan {
  id: string;
  name: string;
  whoQualifies: string;
  setupFee: string;
  details: readonly string[];
}

export const federalPaymentPlans: readonly PaymentPlan[] = [
  {
    id: "short-term",
    name: "Short-term payment plan (up to 180 days)",
    whoQualifies: "You owe less than $100,000 in combined tax, penalties and interest.",
    setupFee: "No setup fee.",
    details: [
      "Apply online, by phone or by mail. Interest and the late-payment penalty keep running until the balance is paid.",
    ],
  },
  {
    id: "long-term",
    name: "Long-term payment plan (monthly installment agreement)",
    whoQualifies:
      "You owe $50,000 or less in combined tax, penalties and interest and have filed all required returns.",
    setupFee:
      "When last reviewed: $22 online with automatic bank withdrawals, $69 online without them; $107 and $178 if you apply by phone, mail or in person. Fees are reduced or waived for low-income taxpayers.",
    details: [
      "Automatic withdrawals from your bank are the cheapest to set up and the hardest to miss.",
      "While an agreement is in place, the late-payment penalty drops from 0.5% to 0.25% a month if you filed on time. Interest still applies.",
      "Owe more than $50,000? Other arrangements exist, and this is the moment to call us.",
    ],
  },
];

export const ohioPaymentMethods: readonly PaymentMethod[] = [
  {
    id: "ohio-guest-payment",
    name: "Guest Payment Service",
    link: { label: "Pay Ohio income tax online", url: "https://tax.ohio.gov/pay" },
    cost: "Free by electronic check",
    bestFor: "A one-time Ohio or school district payment without creating an account",
    details: [
      "Pay from your checking or savings account, or by card through the state's card processor.",
      "Choose the payment type (return payment, extension, estimated payment or bill) and the tax year.",
      "Ohio income tax and school district income tax are separate payments; make one for each.",
      "First-time Ohio filers cannot use the guest service; use OH|TAX eServices, a card, or a check instead.",
    ],
  },
  {
    id: "ohio-eservices",
    name: "OH|TAX eServices",
    link: {
      label: "OH|TAX eServices",
      url: "https://tax.ohio.gov/",
      description: "Register once, then pay, see balances and bills, and message the department.",
    },
    cost: "Free by electronic check",
    bestFor: "Anyone who pays Ohio more than once a year, such as quarterly estimates",
    details: ["Payments can take 2 to 3 business days to show on your account."],
  },
  {
    id: "ohio-card",
    name: "Credit or debit card",
    link: { label: "Pay Ohio income tax online", url: "https://tax.ohio.gov/pay" },
    cost: "A convenience fee charged by the state's card processor, a percentage of the payment that is shown before you confirm; Ohio receives none of it",
    bestFor: "Paying when the money is not in the bank yet",
    details: ["The charge and the fee show as two separate lines on your card statement."],
  },
  {
    id: "ohio-check",
    name: "Check or money order by mail",
    link: { label: "Ohio tax forms and payment vouchers", url: "https://tax.ohio.gov/forms" },
    cost: "A stamp",
    bestFor: "People who prefer paper",
    details: [
      'Make it payable to "Ohio Treasurer of State" and include the right voucher: IT 40P for a return or extension payment, IT 1040ES for an estimated payment, and SD 40P or SD 100ES for school district tax.',
      "Write the last four digits of your Social Security number and the tax year on the check.",
    ],
  },
];

export const ohioCannotPay: readonly string[] = [
  "The Ohio Department of Taxation cannot set up payment plans. You can pay part of the balance at any time to cut the interest, but billing continues.",
  "Balances that stay unpaid are sent to the Ohio Attorney General's office for collection, which adds collection fees. That office can discuss payment arrangements.",
  "Call us before a balance reaches the Attorney General. There is often more room to fix a problem early.",
];

export interface EstimatedPayment extends Deadline {
  /** The income period the payment covers (calendar-year taxpayers). */
  covers: string;
  /** Which tax agencies this date applies to. */
  appliesTo: readonly ("IRS" | "Ohio" | "Ohio cities")[];
}

/**
 * 2026 estimated payments for calendar-year individuals (federal Form 1040-ES, Ohio IT 1040ES),
 * with the last 2026 payment due January 15, 2027. None of these dates fall on a weekend or holiday.
 */
export const estimatedTaxDueDates2026: readonly EstimatedPayment[] = [
  {
    date: "2026-04-15",
    label: "1st payment for 2026",
    covers: "Income from January 1 to March 31",
    appliesTo: ["IRS", "Ohio"],
  },
  {
    date: "2026-06-15",
    label: "2nd payment for 2026",
    covers: "Income from April 1 to May 31",
    appliesTo: ["IRS", "Ohio"],
  },
  {
    date: "2026-09-15",
    label: "3rd payment for 2026",
    covers: "Income from June 1 to August 31",
    appliesTo: ["IRS", "Ohio"],
  },
  {
    date: "2027-01-15",
    label: "4th and last payment for 2026",
    covers: "Income from September 1 to December 31",
    appliesTo: ["IRS", "Ohio"],
    detail:
      "IRS rule: you can skip this federal payment if you file your 2026 return and pay everything you owe by February 1, 2027 (January 31 falls on a Sunday).",
  },
];

/**
 * Ohio city income tax estimates follow their own rule (R.C. 718.08): 22.5%, 45%, 67.5% and 90% of
 * the year's tax by the 15th day of the 4th, 6th, 9th and 12th months, so the last one is in December.
 */
export const municipalEstimatedDueDates2026: readonly EstimatedPayment[] = [
  {
    date: "2026-04-15",
    label: "22.5% of your 2026 city tax",
    covers: "First quarter",
    appliesTo: ["Ohio cities"],
  },
  {
    date: "2026-06-15",
    label: "45% of your 2026 city tax",
    covers: "Through the second quarter",
    appliesTo: ["Ohio cities"],
  },
  {
    date: "2026-09-15",
    label: "67.5% of your 2026 city tax",
    covers: "Through the third quarter",
    appliesTo: ["Ohio cities"],
  },
  {
    date: "2026-12-15",
    label: "90% of your 2026 city tax",
    covers: "Through the fourth quarter",
    appliesTo: ["Ohio cities"],
    detail: "December, not January: the city schedule differs from the IRS and Ohio ones.",
  },
];

export const filingDeadlines2026Returns: readonly Deadline[] = [
  {
    date: "2027-04-15",
    label: "2026 federal and Ohio returns due, and any balance owed",
    detail: "Most Ohio cities use the same date for individual returns.",
  },
  {
    date: "2027-10-15",
    label: "Extended deadline to file 2026 returns",
    detail:
      "An extension gives more time to file, not to pay. Pay what you expect to owe by April 15, 2027 (Ohio uses the IT 40P voucher for an extension payment). Ohio accepts the federal extension; there is no separate Ohio form.",
  },
];

export const whoPaysEstimatedTax: readonly { agency: string; rule: string; safeHarbor: string }[] = [
  {
    agency: "IRS",
    rule: "You expect to owe $1,000 or more for the year after withholding and refundable credits. Common for the self-employed, landlords, retirees with little withholding, and anyone with a large one-time gain.",
    safeHarbor:
      "No underpayment penalty if withholding and estimates cover at least 90% of this year's tax or 100% of last year's (110% if last year's adjusted gross income was over $150,000, or $75,000 married filing separately).",
  },
  {
    agency: "Ohio",
    rule: "You expect to owe more than $500 in Ohio income tax (or school district tax) after withholding and credits.",
    safeHarbor:
      "Generally no interest penalty if you paid at least 90% of this year's Ohio tax or 100% of last year's on time.",
  },
];

export const paymentFaqs: readonly Faq[] = [
  {
    question: "I can't pay everything by April 15. Should I still file?",
    answer:
      "Yes. File on time and pay what you can. The federal penalty for filing late is 5% of the unpaid tax a month, ten times the 0.5% penalty for paying late, so filing on time saves the most money even when you cannot pay.",
  },
  {
    question: "Does a payment count on the day I schedule it or the day it leaves my account?",
    answer:
      "On the date you choose for the payment, as long as the money is there. Schedule it for the due date or earlier and keep the confirmation number.",
  },
  {
    question: "Do I make separate payments for Ohio and my school district?",
    answer:
      "Yes. Ohio income tax and school district income tax are separate accounts, each with its own voucher or online payment. City income tax is paid to the city or its tax administrator (often RITA or CCA), not to the state.",
  },
];

export const paymentSources: readonly ContentSource[] = [
  { title: "IRS, Payments", url: "https://www.irs.gov/payments" },
  {
    title: "IRS, Payment plans and installment agreements",
    url: "https://www.irs.gov/payments/payment-plans-installment-agreements",
  },
  {
    title: "IRS, Form 1040-ES, Estimated Tax for Individuals",
    url: "https://www.irs.gov/forms-pubs/about-form-1040-es",
  },
  { title: "EFTPS, the Electronic Federal Tax Payment System", url: "https://www.eftps.gov/" },
  { title: "Ohio Department of Taxation, payments", url: "https://tax.ohio.gov/pay" },
  {
    title: "Ohio Department of Taxation, return and payment due dates",
    url: "https://tax.ohio.gov/help-center/resources/duedates",
  },
];

export const paymentCenterPage = {
  title: "Tax Payment Center",
  description:
    "How to pay the IRS and the State of Ohio, what each method costs, payment plans, and the 2026 estimated tax due dates.",
  intro:
    "Paying electronically is free, fast and leaves a receipt. Below are the official ways to pay the IRS and Ohio, what they cost, and every estimated-tax date for 2026.",
  lastReviewed,
  federal: { methods: federalPaymentMethods, plans: federalPaymentPlans },
  ohio: { methods: ohioPaymentMethods, cannotPay: ohioCannotPay },
  estimatedTax: {
    dueDates: estimatedTaxDueDates2026,
    municipal: municipalEstimatedDueDates2026,
    whoPays: whoPaysEstimatedTax,
  },
  filingDeadlines: filingDeadlines2026Returns,
  faqs: paymentFaqs,
  sources: paymentSources,
} as const;

/** The deadlines on or after `today` (an ISO date), soonest first. */
export function upcomingDeadlines<T extends Deadline>(deadlines: readonly T[], today: string): T[] {
  return deadlines.filter((d) => d.date >= today).sort((a, b) => compareIsoDates(a.date, b.date));
}
