import { describe, expect, it } from "vitest";
import { isSafeRedirectTarget } from "./site-routing";

describe("isSafeRedirectTarget", () => {
  it("allows the site's own paths", () => {
    for (const target of ["/", "/about-us", "/about-us?domain=brownco", "/rss.xml", "/blog/a-post#top"]) {
      expect(isSafeRedirectTarget(target), target).toBe(true);
    }
  });

  it("refuses anything a browser would take to another site", () => {
    for (const target of [
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "https://evil.example/",
      "http://dresdentax.com.evil.example/",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.example",
      "",
    ]) {
      expect(isSafeRedirectTarget(target), JSON.stringify(target)).toBe(false);
    }
  });

  it("allows the brands' configured origins", () => {
    const own = ["https://dresdentax.com", "https://browncoconsulting.com"];
    expect(isSafeRedirectTarget("https://browncoconsulting.com/services", own)).toBe(true);
    expect(isSafeRedirectTarget("https://dresdentax.com.evil.example/", own)).toBe(false);
    expect(isSafeRedirectTarget("http://dresdentax.com/", own)).toBe(false);
  });
});
