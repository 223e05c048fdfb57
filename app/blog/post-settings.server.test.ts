import { describe, expect, it } from "vitest";
import { createImageAllowList } from "./feature-image";
import { absoluteHttpUrl, readPostSettings } from "./post-settings.server";
import { EMPTY_POST_SETTINGS } from "./types";

const allowImage = (url: unknown) => createImageAllowList()(typeof url === "string" ? url : null);

describe("readPostSettings", () => {
  it("reads every setting a writer filled", () => {
    expect(
      readPostSettings(
        {
          feature_image_alt: " A calendar ",
          feature_image_caption: 'Photo: <a href="https://unsplash.com/@jo">Jo</a>',
          meta_title: "Meta title",
          meta_description: "Meta description",
          og_image: "https://images.unsplash.com/photo-1.jpg",
          og_title: "Facebook title",
          og_description: "Facebook description",
          twitter_image: "/blog-images/payroll.svg",
          twitter_title: "X title",
          twitter_description: "X description",
          canonical_url: "https://news.example.org/post",
        },
        allowImage,
      ),
    ).toEqual({
      feature_image_alt: "A calendar",
      feature_image_caption: 'Photo: <a href="https://unsplash.com/@jo" rel="noopener noreferrer">Jo</a>',
      meta_title: "Meta title",
      meta_description: "Meta description",
      og_image: "https://images.unsplash.com/photo-1.jpg",
      og_title: "Facebook title",
      og_description: "Facebook description",
      twitter_image: "/blog-images/payroll.svg",
      twitter_title: "X title",
      twitter_description: "X description",
      canonical_url: "https://news.example.org/post",
    });
  });

  it("answers null for every empty, missing or unusable setting, so the page keeps its own", () => {
    expect(readPostSettings({}, allowImage)).toEqual(EMPTY_POST_SETTINGS);
    expect(
      readPostSettings(
        {
          feature_image_alt: "   ",
          feature_image_caption: "<script>x()</script>",
          meta_title: null,
          meta_description: 42,
          og_image: "https://tracker.example.net/pixel.jpg",
          twitter_image: "javascript:alert(1)",
          canonical_url: "/blog/relative",
        },
        allowImage,
      ),
    ).toEqual(EMPTY_POST_SETTINGS);
  });
});

describe("absoluteHttpUrl", () => {
  it("accepts absolute http(s) URLs only", () => {
    expect(absoluteHttpUrl(" https://example.org/a b ")).toBe("https://example.org/a%20b");
    for (const value of [
      "javascript:alert(1)",
      "//example.org/x",
      "/x",
      "mailto:a@b.c",
      "https://",
      7,
      null,
    ]) {
      expect(absoluteHttpUrl(value), String(value)).toBeNull();
    }
  });
});
