import { describe, expect, it } from "vitest";
import { FEED_READER_PATTERN, USER_AGENT_PREFIX, isFeedReader, isFeedRedirectPath } from "./feed-readers";

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

describe("isFeedReader's cost", () => {
  it("reads a bounded prefix of the User-Agent", () => {
    const filler = "Mozilla/5.0 (X11; Linux x86_64) ".repeat(40);
    expect(filler.length).toBeGreaterThan(USER_AGENT_PREFIX);
    // A name past the prefix is not read; the same name inside it is.
    expect(isFeedReader(`${filler}Feedly/1.0`)).toBe(false);
    expect(isFeedReader(`Feedly/1.0 ${filler}`)).toBe(true);
  });

  it("has no unbounded repetition, so its work is at most proportional to the prefix", () => {
    // `*`, `+` and `{n,}` could each rescan the rest of the text from every position.
    expect(FEED_READER_PATTERN.source).not.toMatch(/(?<!\\)[*+]|\{\d+,\}/);
    expect(isFeedReader("Mozilla/5.0 Thunderbird/128.0 (RSS)")).toBe(true);
    expect(isFeedReader(`Thunderbird/128.0 ${"x".repeat(100)} rss`)).toBe(false);
  });

  it("answers a 16 KB User-Agent of repeated product names about as fast as a real one", () => {
    const normal = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
    const hostile = ["thunderbird".repeat(1_500), "feedl".repeat(3_300), "rss reade".repeat(1_800)];
    const timeOf = (userAgent: string) => {
      const rounds = 200;
      const started = performance.now();
      for (let i = 0; i < rounds; i += 1) isFeedReader(userAgent);
      return (performance.now() - started) / rounds;
    };
    // Warm up, then compare within this run. Measured here: "thunderbird" × 1,500 takes about 50 times
    // as long as the real one (the prefix is five times as long, and each "thunderbird" in it looks
    // ahead at most MAX_GAP characters for "rss"); before the prefix and the bounded gap it took
    // 60,000 to 100,000 times as long (~37 ms). The bound leaves room for a busy machine.
    for (const userAgent of [normal, ...hostile]) timeOf(userAgent);
    const baseline = Math.max(timeOf(normal), 0.000_5);
    for (const userAgent of hostile) {
      expect(userAgent.length).toBeGreaterThan(16_000);
      expect(timeOf(userAgent) / baseline, userAgent.slice(0, 20)).toBeLessThan(1_000);
    }
  });
});
