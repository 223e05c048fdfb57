/**
 * Content of /resources/check-my-refund: how to check a federal and an Ohio refund, what you need,
 * how long refunds usually take, what a delay means and when to call the firm. The words are in
 * content/resources/check-my-refund.yaml (read and checked by app/content/resources.ts).
 */
import page from "~/content/collections/refund-status";
import type { RefundStatusContent } from "~/content/resources";

export type RefundTracker = RefundStatusContent["trackers"][number];
export type RefundDelay = RefundStatusContent["delays"][number];

export const lastReviewed = page.lastReviewed;

export const refundTrackers: readonly RefundTracker[] = page.trackers;

export const refundDelays: readonly RefundDelay[] = page.delays;

/** The closing prompt: when it is worth calling the firm instead of waiting. */
export const whenToCallUs = page.whenToCallUs;

export const refundStatusPage = page;
