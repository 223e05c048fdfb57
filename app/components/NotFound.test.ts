import { describe, expect, it } from "vitest";
import { longBlogSlug } from "./NotFound";

const long = `${"ohio-payroll-".repeat(12)}end`; // 159 characters

describe("longBlogSlug", () => {
  it("finds post slugs longer than 150 characters", () => {
    expect(long.length).toBeGreaterThan(150);
    expect(longBlogSlug(`/blog/${long}`)).toBe(long);
    expect(longBlogSlug(`/blog/${long}/`)).toBe(long);
  });

  it("decodes the path, so the length is the slug's own", () => {
    const unicode = `${"straße-".repeat(22)}x`;
    expect(longBlogSlug(`/blog/${encodeURIComponent(unicode)}`)).toBe(unicode);
    // 150 characters once decoded: not long, even though the encoded path is.
    const exactly150 = "é".repeat(150);
    expect(longBlogSlug(`/blog/${encodeURIComponent(exactly150)}`)).toBeNull();
  });

  it("reads the slug without what a mail client added to the link, as the server does", () => {
    for (const trail of [".", ")", "%E2%80%A6", "%20", "%29."])
      expect(longBlogSlug(`/blog/${long}${trail}`), trail).toBe(long);
    // 150 characters and a full stop: a short slug, so the usual 404 page.
    expect(longBlogSlug(`/blog/${"a".repeat(150)}.`)).toBeNull();
  });

  it("ignores short slugs, topic pages, other paths and undecodable ones", () => {
    expect(longBlogSlug("/blog/ohio-cat-6-million-exclusion")).toBeNull();
    expect(longBlogSlug(`/blog/${"a".repeat(150)}`)).toBeNull();
    expect(longBlogSlug(`/blog/tag/${long}`)).toBeNull();
    expect(longBlogSlug(`/services/${long}`)).toBeNull();
    expect(longBlogSlug("/blog")).toBeNull();
    expect(longBlogSlug(`/blog/%E0%A4%A${long}`)).toBeNull();
  });
});
