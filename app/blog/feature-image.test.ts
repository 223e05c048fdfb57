import { describe, expect, it } from "vitest";
import { ALL_BRANDS } from "~/brands";
import { allowedImageUrl, createImageAllowList } from "./feature-image";

const allow = createImageAllowList({ ghostUrl: "http://127.0.0.1:2368" });

describe("feature image allow-list", () => {
  it("keeps images on every brand's domain and aliases, with any subdomain", () => {
    for (const brand of ALL_BRANDS) {
      for (const host of [brand.domain, ...brand.aliases]) {
        expect(allow(`https://${host}/images/a.jpg`)).toBe(`https://${host}/images/a.jpg`);
        expect(allow(`https://cdn.${host}/a.jpg`)).toBe(`https://cdn.${host}/a.jpg`);
      }
    }
  });

  it("keeps the image host and the blog platform", () => {
    for (const url of [
      "https://images.unsplash.com/photo-1554224155-6726b3ff858f?w=2000",
      "https://static.ghost.org/v5.0.0/images/publication-cover.jpg",
      "https://ghost.io/a.png",
      "https://dresden.ghost.io/content/images/2026/01/a.png",
    ]) {
      expect(allow(url)).toBe(url);
    }
  });

  it("keeps images from the configured Ghost host, on its own scheme", () => {
    expect(allow("http://127.0.0.1:2368/content/images/2026/02/w2.png")).toBe(
      "http://127.0.0.1:2368/content/images/2026/02/w2.png",
    );
    expect(
      allowedImageUrl("https://blog.example.org/content/images/a.png", {
        ghostUrl: "https://blog.example.org",
      }),
    ).toBe("https://blog.example.org/content/images/a.png");
  });

  it("drops every other host", () => {
    for (const url of [
      "https://evil.example.com/a.jpg",
      "https://dresdentax.com.evil.example/a.jpg",
      "https://notdresdentax.com/a.jpg",
      "https://dresdentax.com@evil.example/a.jpg",
      "https://unsplash.com/a.jpg",
      "https://plus.images.unsplash.com.evil.example/a.jpg",
      "https://evilghost.io/a.png",
      "https://10.0.0.1/a.png",
    ]) {
      expect(allow(url), url).toBeNull();
    }
  });

  it("drops the Ghost host when no GHOST_URL is configured", () => {
    expect(allowedImageUrl("http://127.0.0.1:2368/content/images/a.png")).toBeNull();
  });

  it("requires https outside the configured Ghost host", () => {
    expect(allow("http://images.unsplash.com/a.jpg")).toBeNull();
    expect(allow("http://dresdentax.com/a.jpg")).toBeNull();
  });

  it("reads protocol-relative URLs as https", () => {
    expect(allow("//images.unsplash.com/a.jpg")).toBe("//images.unsplash.com/a.jpg");
    expect(allow("//evil.example/a.jpg")).toBeNull();
  });

  it("drops non-image schemes and junk", () => {
    for (const url of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "ftp://dresdentax.com/a.png",
      "not a url",
      "",
      "   ",
      null,
      undefined,
    ]) {
      expect(allow(url)).toBeNull();
    }
  });

  it("keeps local paths under /blog-images/ only", () => {
    expect(allow("/blog-images/ohio-taxes.svg")).toBe("/blog-images/ohio-taxes.svg");
    expect(allow("/blog-images/../secrets.txt")).toBeNull();
    expect(allow("/blog-images/%2e%2e/secrets.txt")).toBeNull();
    expect(allow("/images/other.png")).toBeNull();
    expect(allow("/blog-images\\..\\x.png")).toBeNull();
  });
});
