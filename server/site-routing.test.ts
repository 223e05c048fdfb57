import { describe, expect, it } from "vitest";
import { isSafeRedirectTarget, normalizedPath } from "./site-routing";

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

describe("normalizedPath", () => {
  it("leaves ordinary paths alone", () => {
    for (const path of ["/", "/services", "/blog/a-post", "/a//b", "/%2F%2Fx"]) expect(normalizedPath(path), path).toBeNull();
  });

  it("collapses what a URL parser would read as a host", () => {
    expect(normalizedPath("//evil.example")).toBe("/evil.example");
    expect(normalizedPath("///evil.example/about")).toBe("/evil.example/about");
    expect(normalizedPath("//")).toBe("/");
    expect(normalizedPath("/\\evil.example")).toBe("/evil.example");
    expect(normalizedPath("/services\\..\\x")).toBe("/x");
    expect(normalizedPath("/..//%20/")).toBe("/%20/");
    expect(normalizedPath("/a/../..//evil.example")).toBe("/evil.example");
    for (const path of ["//evil.example", "/\\evil.example", "//%00", "/..//evil.example", "/./..//evil.example"]) {
      expect(new URL(normalizedPath(path)!, "https://site.invalid").origin, path).toBe("https://site.invalid");
    }
  });
});
