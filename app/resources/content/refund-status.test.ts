import { describe, expect, it } from "vitest";
import { lastReviewed, refundDelays, refundStatusPage, refundTrackers } from "./refund-status";

const OFFICIAL_HOSTS = ["www.irs.gov", "tax.ohio.gov"];

describe("check-my-refund content", () => {
  it("covers the federal and the Ohio refund, each with its official tool", () => {
    expect(refundTrackers.map((t) => t.id)).toEqual(["federal", "ohio"]);
    expect(refundTrackers[0]?.tool.url).toBe("https://www.irs.gov/wheres-my-refund");
    expect(new URL(refundTrackers[1]!.tool.url).hostname).toBe("tax.ohio.gov");
  });

  it("tells the visitor what to have ready, when to check and what each stage means", () => {
    for (const tracker of refundTrackers) {
      expect(tracker.whatYouNeed.length).toBeGreaterThanOrEqual(3);
      expect(tracker.whatYouNeed.some((need) => /refund amount/i.test(need))).toBe(true);
      expect(tracker.whenToCheck.length).toBeGreaterThan(0);
      expect(tracker.stages.length).toBeGreaterThan(1);
    }
  });

  it("links only to official https pages", () => {
    const links = refundTrackers
      .flatMap((t) => [t.tool, ...t.moreLinks])
      .concat(refundStatusPage.sources.map((s) => ({ label: s.title, url: s.url })));
    for (const link of links) {
      const url = new URL(link.url);
      expect(url.protocol).toBe("https:");
      expect(OFFICIAL_HOSTS).toContain(url.hostname);
    }
  });

  it("gives phone numbers whose tel: link matches the printed number", () => {
    for (const { phone } of refundTrackers) {
      expect(phone.tel).toMatch(/^\+1\d{10}$/);
      expect(`+1${phone.display.replace(/\D/g, "").replace(/^1/, "")}`).toBe(phone.tel);
    }
  });

  it("explains delays with distinct ids and an action for each", () => {
    expect(new Set(refundDelays.map((d) => d.id)).size).toBe(refundDelays.length);
    for (const delay of refundDelays) expect(delay.whatToDo.length).toBeGreaterThan(40);
  });

  it("carries the review date", () => {
    expect(lastReviewed).toBe("2026-11-21");
    expect(refundStatusPage.lastReviewed).toBe(lastReviewed);
  });
});
