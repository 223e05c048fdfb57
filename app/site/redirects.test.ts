import { describe, expect, it } from "vitest";
import { SPEC_REDIRECTS } from "../../tests/support/routes";
import { findRedirect, REDIRECT_SOURCES } from "./redirects";

describe("findRedirect", () => {
  it.each(SPEC_REDIRECTS)("sends %s to %s", (from, to) => {
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
