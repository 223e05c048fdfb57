import { describe, expect, it } from "vitest";
import { findRedirect, REDIRECT_SOURCES } from "./redirects";

describe("findRedirect", () => {
  it.each([
    ["/calculator", "/resources/tax-calculator"],
    ["/check-my-refund", "/resources/check-my-refund"],
    ["/tax-payment-center", "/resources/tax-payment-center"],
    ["/tax-prep-checklist", "/resources/tax-prep-checklist"],
    ["/tags", "/blog"],
    ["/tags/", "/blog"],
    ["/tag/news", "/blog"],
    ["/tag/news/", "/blog"],
    ["/industries/all", "/industries"],
    ["/book-a-meeting", "/schedule"],
    ["/book-a-meeting/", "/schedule"],
    ["/cometoyou", "/schedule"],
    ["/cometoyou/", "/schedule"],
    ["/home", "/"],
    ["/coming-soon", "/"],
    ["/about", "/about-us"],
    ["/terms", "/terms-of-service"],
    ["/services/personal-tax-preparation", "/services/personal-tax"],
  ])("sends %s to %s", (from, to) => {
    expect(findRedirect(from)).toBe(to);
  });

  it("leaves current and unknown paths alone", () => {
    for (const path of [
      "/",
      "/about-us",
      "/blog",
      "/tag/other",
      "/services",
      "/resources/tax-calculator",
      "/x",
    ]) {
      expect(findRedirect(path)).toBeNull();
    }
  });

  it("only ever points at this site's own paths", () => {
    for (const source of REDIRECT_SOURCES) {
      const target = findRedirect(source);
      expect(target).toMatch(/^\/(?!\/)/);
    }
  });
});
