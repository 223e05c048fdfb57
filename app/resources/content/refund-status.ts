/**
 * Content of /resources/check-my-refund: how to check a federal and an Ohio refund, what you need,
 * how long refunds usually take, what a delay means and when to call the firm.
 */

import type { ContentSource, Faq, OfficialLink } from "./types";

export const lastReviewed = "2026-11-21";

export interface RefundTracker {
  id: "federal" | "ohio";
  /** Who issues the refund. */
  agency: string;
  title: string;
  tool: OfficialLink;
  /** Have these in hand before opening the tool. */
  whatYouNeed: readonly string[];
  /** When the tool first has something to show. */
  whenToCheck: readonly string[];
  /** The stages the tool shows, in order, and what each means. */
  stages: readonly { label: string; meaning: string }[];
  phone: { label: string; display: string; tel: string; note: string };
  moreLinks: readonly OfficialLink[];
}

export const refundTrackers: readonly RefundTracker[] = [
  {
    id: "federal",
    agency: "Internal Revenue Service",
    title: "Your federal refund",
    tool: {
      label: "IRS Where's My Refund?",
      url: "https://www.irs.gov/wheres-my-refund",
      description:
        "The IRS's own tracker, also in the free IRS2Go phone app. It updates once a day, usually overnight.",
    },
    whatYouNeed: [
      "Your Social Security number or ITIN (the first one listed on a joint return)",
      "Your filing status (single, married filing jointly, and so on)",
      "The exact refund amount in whole dollars, from the refund line of your Form 1040",
    ],
    whenToCheck: [
      "About 24 hours after the IRS accepts an e-filed return for the current year",
      "3 or 4 days after e-filing a return for an earlier year",
      "About 4 weeks after mailing a paper return",
    ],
    stages: [
      {
        label: "Return received",
        meaning: "The IRS has your return and is processing it. Nothing is wrong.",
      },
      {
        label: "Refund approved",
        meaning: "The IRS has finished processing and shows the date it will send your refund.",
      },
      {
        label: "Refund sent",
        meaning: "The money is on its way. Direct deposits can take up to 5 days to show in your account.",
      },
    ],
    phone: {
      label: "IRS automated refund line",
      display: "800-829-1954",
      tel: "+18008291954",
      note: "The same information as the website. Only ask for a live IRS agent (800-829-1040) if it has been more than 21 days since you e-filed, more than 6 weeks since you mailed your return, or the tracker tells you to call.",
    },
    moreLinks: [
      {
        label: "Where's My Amended Return?",
        url: "https://www.irs.gov/filing/wheres-my-amended-return",
        description: "For a Form 1040-X. It appears about 3 weeks after you file it.",
      },
      {
        label: "Your IRS Online Account",
        url: "https://www.irs.gov/payments/your-online-account",
        description: "See notices, payments and transcripts that show what the IRS has on file.",
      },
      {
        label: "IRS Tax Topic 152, Refund information",
        url: "https://www.irs.gov/taxtopics/tc152",
        description: "The IRS's own explanation of refund timing.",
      },
    ],
  },
  {
    id: "ohio",
    agency: "Ohio Department of Taxation",
    title: "Your Ohio refund",
    tool: {
      label: "Ohio Department of Taxation: Where's My Refund",
      url: "https://tax.ohio.gov/",
      description:
        "Choose \"Where's My Refund\" on the department's home page. You can check as a guest without creating an OH|TAX eServices account. It covers Ohio income tax and school district income tax refunds.",
    },
    whatYouNeed: [
      "The Social Security number of the first person listed on the return",
      "That person's date of birth",
      "Which return you are asking about (Ohio IT 1040 or school district SD 100) and the tax year",
      "The exact refund amount you asked for, from the refund line of that return",
    ],
    whenToCheck: [
      "A few days after the state accepts an e-filed return",
      "Several weeks after mailing a paper return, once it has been entered",
    ],
    stages: [
      { label: "Received and processing", meaning: "Ohio has your return and is reviewing it." },
      { label: "Issued", meaning: "Ohio has sent the refund and shows the date and how it was paid." },
    ],
    phone: {
      label: "Ohio automated refund line",
      display: "1-800-282-1784",
      tel: "+18002821784",
      note: "Available around the clock. For other Ohio income tax questions, call 1-800-282-1780.",
    },
    moreLinks: [
      {
        label: "Ohio Department of Taxation",
        url: "https://tax.ohio.gov/",
        description:
          "Forms, the identity confirmation quiz if you were sent a letter, and secure messages through OH|TAX eServices.",
      },
    ],
  },
];

/** Typical wait from acceptance to refund when nothing goes wrong. */
export const refundTimelines: readonly { situation: string; federal: string; ohio: string }[] = [
  {
    situation: "E-filed, refund by direct deposit",
    federal: "Most within 21 days",
    ohio: "About 15 business days",
  },
  {
    situation: "E-filed, claiming the earned income credit or additional child tax credit",
    federal: "By law not before mid-February; most arrive in early March",
    ohio: "Not affected by the federal hold",
  },
  {
    situation: "Paper return",
    federal: "6 weeks or more after the IRS receives it",
    ohio: "8 to 10 weeks or more",
  },
  {
    situation: "Amended return",
    federal: "Usually 8 to 12 weeks, and 16 weeks or longer is not unusual",
    ohio: "Several months is common",
  },
];

export interface RefundDelay {
  id: string;
  title: string;
  whatItMeans: string;
  whatToDo: string;
}

export const refundDelays: readonly RefundDelay[] = [
  {
    id: "identity-check",
    title: "You got a letter asking you to confirm your identity",
    whatItMeans:
      "Both the IRS (often Letter 5071C, 4883C or 5747C) and Ohio hold refunds when a return looks like it could have been filed by an identity thief. Nothing moves until you answer.",
    whatToDo:
      "Follow the letter exactly: the IRS letters point to its online verification service or a phone number, and Ohio's letters point to its online identity confirmation quiz. Never use a phone number or link from an email or text; the IRS and Ohio start contact by mail. If the letter asks about a return you did not file, call us the same day.",
  },
  {
    id: "still-processing",
    title: 'The tracker has said "processing" for weeks',
    whatItMeans:
      "The return was pulled for a closer look: a mismatch with a W-2 or 1099, a credit that needs checking, or simply a backlog. Most clear without you doing anything.",
    whatToDo:
      "Wait until 21 days after e-filing (6 weeks for paper) before calling the IRS. Watch your mail: if the IRS needs something it will send a letter, and answering quickly is the fastest way to your money.",
  },
  {
    id: "smaller-refund",
    title: "The refund was smaller than you expected",
    whatItMeans:
      "Either the agency changed something on the return (a math error, a credit it disallowed) or part of the refund paid a debt: past-due federal or state taxes, child support, or other state and federal debts.",
    whatToDo:
      "A letter explaining the change follows within a few weeks. For a federal offset, the Bureau of the Fiscal Service's Treasury Offset Program line, 800-304-3107, tells you which agency received the money. Bring the letter to us before you agree or pay anything.",
  },
  {
    id: "bank-details",
    title: "The bank account was wrong or closed",
    whatItMeans:
      "The bank rejects the deposit and sends it back. The refund is then reissued, which adds weeks. The Treasury is also phasing out paper refund checks, so a return without usable bank details can wait longer still.",
    whatToDo:
      "Tell us right away so we can see what the IRS or Ohio has on file. If a deposit shows as sent but never arrived, ask your bank's ACH department to trace it before calling the agency.",
  },
  {
    id: "preparer-fees",
    title: "Fees were taken out of the refund",
    whatItMeans:
      "If you chose to pay a preparer or software fee from your refund, a bank product received the refund first and subtracted the fee.",
    whatToDo:
      "Check the fee disclosure you signed. Our clients see their fee up front; we are happy to look over anything you signed elsewhere.",
  },
];

export const refundStatusFaqs: readonly Faq[] = [
  {
    question: "Will calling the IRS speed up my refund?",
    answer:
      "No. The phone agents see the same information as Where's My Refund, and the IRS asks people not to call before 21 days after e-filing. Your time is better spent watching your mail for a letter.",
  },
  {
    question: "My federal refund came but my Ohio refund did not. Is that normal?",
    answer:
      "Yes. The IRS and the Ohio Department of Taxation process returns separately and on their own schedules. Check each one with its own tool.",
  },
  {
    question: "Do I need to check my school district refund separately?",
    answer:
      "Ohio's refund tool covers both the IT 1040 and the SD 100. Choose the school district return in the tool to see its status.",
  },
  {
    question: "How long does the IRS keep refund information online?",
    answer:
      "Where's My Refund shows the current year and the two years before it. For older years, use your IRS Online Account or call us.",
  },
];

/** The closing prompt: when it is worth calling the firm instead of waiting. */
export const whenToCallUs: readonly string[] = [
  "You received a letter from the IRS or the Ohio Department of Taxation and are not sure what it asks for.",
  "Your refund was reduced or taken for a debt you do not recognise.",
  "It has been more than 21 days since e-filing (or 6 weeks since mailing) and the tracker has not changed.",
  "The tracker says a return was filed that you did not file.",
];

export const refundStatusSources: readonly ContentSource[] = [
  { title: "IRS, Where's My Refund?", url: "https://www.irs.gov/wheres-my-refund" },
  { title: "IRS Tax Topic 152, Refund information", url: "https://www.irs.gov/taxtopics/tc152" },
  { title: "IRS, Where's My Amended Return?", url: "https://www.irs.gov/filing/wheres-my-amended-return" },
  { title: "Ohio Department of Taxation", url: "https://tax.ohio.gov/" },
];

export const refundStatusPage = {
  title: "Check My Refund",
  description:
    "How to check the status of your federal and Ohio tax refunds, what you need, how long refunds usually take, and what a delay means.",
  intro:
    "Your federal and Ohio refunds come from two different agencies, each with its own tracker. Have your return in front of you: both tools ask for the exact refund amount.",
  lastReviewed,
  trackers: refundTrackers,
  timelines: refundTimelines,
  delays: refundDelays,
  faqs: refundStatusFaqs,
  whenToCallUs,
  sources: refundStatusSources,
} as const;
