import { describe, expect, it } from "vitest";
import { isFeedReader, isFeedRedirectPath } from "./feed-readers";

describe("isFeedReader", () => {
  it.each([
    "Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers; like FeedFetcher-Google)",
    "Mozilla/5.0 (compatible; inoreader.com; 1 subscribers)",
    "NewsBlur Feed Fetcher - 5 subscribers - http://www.newsblur.com/site/1",
    "Feedbin feed-id:1234 - 2 subscribers",
    "NetNewsWire (RSS Reader; https://netnewswire.com/)",
    "Miniflux/2.1.0 (https://miniflux.app)",
    "FreshRSS/1.23.1 (Linux; https://freshrss.org)",
    "Tiny Tiny RSS/22.08 (https://tt-rss.org/)",
  ])("recognises %s", (ua) => {
    expect(isFeedReader(ua)).toBe(true);
  });

  it.each([
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "curl/8.5.0",
    "",
  ])("does not treat %s as a feed reader", (ua) => {
    expect(isFeedReader(ua)).toBe(false);
  });

  it("handles a missing header", () => {
    expect(isFeedReader(undefined)).toBe(false);
    expect(isFeedReader(null)).toBe(false);
  });
});

describe("isFeedRedirectPath", () => {
  it("covers the home page and blog paths only", () => {
    expect(isFeedRedirectPath("/")).toBe(true);
    expect(isFeedRedirectPath("/blog")).toBe(true);
    expect(isFeedRedirectPath("/blog/some-post")).toBe(true);
    expect(isFeedRedirectPath("/blog/tag/payroll")).toBe(true);
    expect(isFeedRedirectPath("/blogger")).toBe(false);
    expect(isFeedRedirectPath("/services")).toBe(false);
    expect(isFeedRedirectPath("/rss.xml")).toBe(false);
  });
});
