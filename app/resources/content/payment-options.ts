/**
 * Content of /resources/tax-payment-center: how to pay the IRS and Ohio, what it costs, payment
 * plans, and the estimated-tax due dates for 2026 (with the January 15, 2027 payment). The words and
 * dates are in content/resources/tax-payment-center.yaml (read and checked by app/content/resources.ts).
 */
import page from "~/content/collections/payment-center";
import type { PaymentCenterContent } from "~/content/resources";
import { compareIsoDates } from "../format";

export type PaymentMethod = PaymentCenterContent["federal"]["methods"][number];
/** A dated deadline. `date` is ISO (YYYY-MM-DD) so pages can sort, format and hide past dates. */
export type Deadline = PaymentCenterContent["filingDeadlines"][number];
/** An estimated payment for calendar-year taxpayers: the period it covers and the agencies it is for. */
export type EstimatedPayment = PaymentCenterContent["estimatedTax"]["dueDates"][number];

export const lastReviewed = page.lastReviewed;

export const federalPaymentMethods: readonly PaymentMethod[] = page.federal.methods;
export const ohioPaymentMethods: readonly PaymentMethod[] = page.ohio.methods;

/** Estimated payments for calendar-year individuals (federal Form 1040-ES, Ohio IT 1040ES). */
export const estimatedTaxDueDates2026: readonly EstimatedPayment[] = page.estimatedTax.dueDates;

/**
 * Ohio city income tax estimates follow their own rule (R.C. 718.08): 22.5%, 45%, 67.5% and 90% of
 * the year's tax by the 15th day of the 4th, 6th, 9th and 12th months, so the last one is in December.
 */
export const municipalEstimatedDueDates2026: readonly EstimatedPayment[] = page.estimatedTax.municipal;

export const filingDeadlines2026Returns: readonly Deadline[] = page.filingDeadlines;

export const paymentCenterPage = page;

/** The deadlines on or after `today` (an ISO date), soonest first. */
export function upcomingDeadlines<T extends Deadline>(deadlines: readonly T[], today: string): T[] {
  return deadlines.filter((d) => d.date >= today).sort((a, b) => compareIsoDates(a.date, b.date));
}
