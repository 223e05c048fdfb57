import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots";

describe("robotsTxt", () => {
  it("allows crawling and points at the brand's sitemap when indexing is allowed", () => {
    const text = robotsTxt({ siteUrl: "https://browncoconsulting.com", allowIndexing: true });
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toMatch(/^Sitemap: https:\/\/browncoconsulting\.com\/sitemap\.xml$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it("disallows everything and names no sitemap when indexing is off", () => {
    const text = robotsTxt({ siteUrl: "https://dresdentax.com", allowIndexing: false });
    expect(text).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(text).not.toMatch(/^Allow:/m);
    expect(text).not.toContain("Sitemap:");
  });
});
