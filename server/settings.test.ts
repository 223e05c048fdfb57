import { describe, expect, it } from "vitest";
import { ConfigError } from "~/config.server";
import { DEFAULT_TIMEOUTS, loadServerSettings, loadSettings } from "./settings";

describe("loadServerSettings", () => {
  it("has production defaults", () => {
    expect(loadServerSettings({})).toEqual({
      siteRatePerMinute: 1200,
      writeRatePerMinute: 30,
      pageCache: { enabled: true, ttlMs: 300_000 },
      timeouts: DEFAULT_TIMEOUTS,
      shutdownTimeoutMs: 10_000,
    });
  });

  it("reads every variable", () => {
    const settings = loadServerSettings({
      SITE_RATE_PER_MINUTE: "100000",
      WRITE_RATE_PER_MINUTE: "50",
      PAGE_CACHE: "off",
      PAGE_CACHE_SECONDS: "30",
      HEADERS_TIMEOUT_MS: "500",
      REQUEST_TIMEOUT_MS: "1000",
      KEEP_ALIVE_TIMEOUT_MS: "2000",
      SHUTDOWN_TIMEOUT_MS: "2500",
    });
    expect(settings).toEqual({
      siteRatePerMinute: 100_000,
      writeRatePerMinute: 50,
      pageCache: { enabled: false, ttlMs: 30_000 },
      timeouts: { headersMs: 500, requestMs: 1000, keepAliveMs: 2000 },
      shutdownTimeoutMs: 2500,
    });
  });

  it("never makes the write limit tighter than the contact form's", () => {
    expect(loadServerSettings({}, { perMinute: 1000, perHour: 10_000 }).writeRatePerMinute).toBe(1000);
  });

  it("reports every bad value at once", () => {
    try {
      loadServerSettings({ SITE_RATE_PER_MINUTE: "lots", PAGE_CACHE: "maybe", PAGE_CACHE_SECONDS: "3600", HEADERS_TIMEOUT_MS: "5000", REQUEST_TIMEOUT_MS: "1000" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join("\n");
      expect(problems).toContain("SITE_RATE_PER_MINUTE");
      expect(problems).toContain("PAGE_CACHE must be on or off");
      expect(problems).toContain("PAGE_CACHE_SECONDS");
      expect(problems).toContain("REQUEST_TIMEOUT_MS (1000) must be at least HEADERS_TIMEOUT_MS (5000)");
    }
  });
});

describe("loadSettings", () => {
  it("reads the site's configuration and the server's settings together", () => {
    const { config, settings } = loadSettings(
      { DATA_DIR: "outbox", CONTACT_RATE_PER_MINUTE: "100", PAGE_CACHE: "off" },
      "/srv/site",
    );
    expect(config.dataDir).toBe("/srv/site/outbox");
    expect(settings.pageCache.enabled).toBe(false);
    expect(settings.writeRatePerMinute).toBe(100);
  });

  it("names the bad values of both in one error, the site's first", () => {
    try {
      loadSettings({ PORT: "http", GHOST_URL: "http://127.0.0.1:2368", PAGE_CACHE: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'PORT must be a whole number from 1 to 65535 (got "http")',
        "GHOST_CONTENT_API_KEY is required when GHOST_URL is set",
        'PAGE_CACHE must be on or off (got "maybe")',
      ]);
    }
  });

  it("counts a blank value as unset", () => {
    expect(
      loadSettings({ PORT: " ", LOG_LEVEL: "", PAGE_CACHE: "  ", HEADERS_TIMEOUT_MS: "" }, "/srv"),
    ).toEqual(loadSettings({}, "/srv"));
  });
});
