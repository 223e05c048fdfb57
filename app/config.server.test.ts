import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverVariables } from "../server/settings";
import { ConfigError, loadConfig, siteVariables } from "./config.server";

describe("loadConfig", () => {
  it("gives working defaults for an empty environment", () => {
    const config = loadConfig({}, "/srv/site");
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe("/srv/site/data");
    expect(config.ghost).toBeNull();
    expect(config.smtp).toBeNull();
    expect(config.allowIndexing).toBe(false);
    expect(config.contactRateLimit).toEqual({ perMinute: 5, perHour: 20 });
    expect(config.contactHeldRetentionDays).toBe(30);
    expect(config.searchRatePerMinute).toBe(60);
    expect(config.siteUrls).toEqual({
      dresdentax: "https://dresdentax.com",
      brownco: "https://browncoconsulting.com",
      payroll: "https://dresdenpayroll.com",
    });
    expect(config.thirdParty).toEqual({
      analyticsId: null,
      speedMeasurementId: null,
      tagManagerId: null,
      chatWidgetId: null,
    });
  });

  it("turns indexing on in production unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).allowIndexing).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", ALLOW_INDEXING: "false" }).allowIndexing).toBe(false);
    expect(loadConfig({ ALLOW_INDEXING: "yes" }).allowIndexing).toBe(true);
  });

  it("reads every setting when valid", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL_BROWNCO: "http://localhost:4000",
      GHOST_URL: "http://127.0.0.1:2368/",
      GHOST_CONTENT_API_KEY: "0123456789abcdef0123456789",
      SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
      CONTACT_FROM: "Website <web@dresdentax.com>",
      DATA_DIR: "/var/lib/site",
      SCHEDULER_URL: "https://calendly.com/dresdentax/consultation",
      TAG_MANAGER_ID: "GTM-ABC123",
      CONTACT_HELD_RETENTION_DAYS: "90",
      SEARCH_RATE_PER_MINUTE: "20",
    });
    expect(config.port).toBe(8080);
    expect(config.siteUrls.brownco).toBe("http://localhost:4000");
    expect(config.ghost).toEqual({ url: "http://127.0.0.1:2368", contentApiKey: "0123456789abcdef0123456789" });
    expect(config.smtp).toEqual({ url: "smtp://user:pass@127.0.0.1:2525", from: "Website <web@dresdentax.com>" });
    expect(config.dataDir).toBe("/var/lib/site");
    expect(config.schedulerUrls).toEqual({
      dresdentax: "https://calendly.com/dresdentax/consultation",
      brownco: "https://calendly.com/dresdentax/consultation",
      payroll: "https://calendly.com/dresdentax/consultation",
    });
    expect(config.thirdParty.tagManagerId).toBe("GTM-ABC123");
    expect(config.contactHeldRetentionDays).toBe(90);
    expect(config.searchRatePerMinute).toBe(20);
  });

  it("takes a scheduler per brand, with SCHEDULER_URL for the brands that have none", () => {
    const config = loadConfig({
      SCHEDULER_URL: "https://cal.com/dresden",
      SCHEDULER_URL_PAYROLL: "https://calendly.com/dresden-payroll",
    });
    expect(config.schedulerUrls).toEqual({
      dresdentax: "https://cal.com/dresden",
      brownco: "https://cal.com/dresden",
      payroll: "https://calendly.com/dresden-payroll",
    });
    expect(loadConfig({ SCHEDULER_URL_BROWNCO: "https://cal.com/brownco" }).schedulerUrls).toEqual({
      dresdentax: null,
      brownco: "https://cal.com/brownco",
      payroll: null,
    });
    expect(() => loadConfig({ SCHEDULER_URL_DRESDENTAX: "http://calendly.com/x" })).toThrow(
      /SCHEDULER_URL_DRESDENTAX must be an https URL/,
    );
  });

  it("names every bad value in one error", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "http",
        SITE_URL_PAYROLL: "ftp://payroll",
        GHOST_URL: "not a url",
        SMTP_URL: "mailto:someone",
        ALLOW_INDEXING: "maybe",
        ANALYTICS_ID: "<script>",
        TRUST_PROXY: "-1",
        CONTACT_RATE_PER_MINUTE: "lots",
        CONTACT_HELD_RETENTION_DAYS: "0",
        SEARCH_RATE_PER_MINUTE: "0",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    for (const name of [
      "PORT",
      "SITE_URL_PAYROLL",
      "GHOST_URL",
      "GHOST_CONTENT_API_KEY is required",
      "SMTP_URL",
      "CONTACT_FROM is required",
      "ALLOW_INDEXING",
      "ANALYTICS_ID",
      "TRUST_PROXY",
      "CONTACT_RATE_PER_MINUTE",
      'CONTACT_HELD_RETENTION_DAYS must be a whole number from 1 to 3650 (got "0")',
      'SEARCH_RATE_PER_MINUTE must be a whole number of at least 1 (got "0")',
    ]) {
      expect(problems).toContain(name);
    }
    expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it("keeps held contact messages 1 to 3,650 days", () => {
    expect(loadConfig({ CONTACT_HELD_RETENTION_DAYS: "1" }).contactHeldRetentionDays).toBe(1);
    expect(loadConfig({ CONTACT_HELD_RETENTION_DAYS: " 3650 " }).contactHeldRetentionDays).toBe(3_650);
    for (const value of ["3651", "-5", "2.5", "thirty", "1e3"]) {
      expect(() => loadConfig({ CONTACT_HELD_RETENTION_DAYS: value }), value).toThrow(
        `CONTACT_HELD_RETENTION_DAYS must be a whole number from 1 to 3650 (got "${value}")`,
      );
    }
  });

  it("requires both Ghost settings together", () => {
    expect(() => loadConfig({ GHOST_CONTENT_API_KEY: "0123456789abcdef0123456789" })).toThrow(/GHOST_URL is required/);
    expect(() => loadConfig({ GHOST_URL: "http://127.0.0.1:2368", GHOST_CONTENT_API_KEY: "short" })).toThrow(
      /26-character/,
    );
  });

  const ghost = { GHOST_URL: "http://127.0.0.1:2368", GHOST_CONTENT_API_KEY: "0123456789abcdef0123456789" };
  const adminKey = `${"a1".repeat(12)}:${"b2".repeat(32)}`;

  it("reads the Ghost Admin API key, the webhook secret and the CDN purge hook, all off by default", () => {
    expect(loadConfig({})).toMatchObject({ ghostAdminKey: null, ghostWebhookSecret: null, cdnPurge: null });
    const config = loadConfig({
      ...ghost,
      GHOST_ADMIN_API_KEY: adminKey.toUpperCase(),
      GHOST_WEBHOOK_SECRET: "a-long-webhook-secret-9f",
      CDN_PURGE_URL: "https://purge.example/hook",
      CDN_PURGE_TOKEN: "token-1",
    });
    expect(config.ghostAdminKey).toEqual({ id: "a1".repeat(12), secret: "b2".repeat(32) });
    expect(config.ghostWebhookSecret).toBe("a-long-webhook-secret-9f");
    expect(config.cdnPurge).toEqual({ url: "https://purge.example/hook", token: "token-1" });
    expect(loadConfig({ CDN_PURGE_URL: "http://127.0.0.1:9000/purge" }).cdnPurge).toEqual({
      url: "http://127.0.0.1:9000/purge",
      token: null,
    });
  });

  it("names a bad Admin API key, a short webhook secret and a purge token without a URL", () => {
    let error: unknown;
    try {
      loadConfig({ ...ghost, GHOST_ADMIN_API_KEY: "abc:def", GHOST_WEBHOOK_SECRET: "short", CDN_PURGE_TOKEN: "x" });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toContain("GHOST_ADMIN_API_KEY must be the Admin API key from Ghost");
    expect(problems).toContain("GHOST_WEBHOOK_SECRET must be at least 16 characters");
    expect(problems).toContain("CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not");
    expect(() => loadConfig({ CDN_PURGE_URL: "ftp://x" })).toThrow(/CDN_PURGE_URL must be an http\(s\) URL/);
  });

  it("refuses the Admin API key and the webhook secret without the Ghost source", () => {
    expect(() => loadConfig({ GHOST_ADMIN_API_KEY: adminKey })).toThrow(
      /GHOST_ADMIN_API_KEY needs GHOST_URL and GHOST_CONTENT_API_KEY/,
    );
    expect(() => loadConfig({ GHOST_WEBHOOK_SECRET: "a-long-webhook-secret-9f" })).toThrow(
      /GHOST_WEBHOOK_SECRET needs GHOST_URL/,
    );
  });

  it("reads the health and log settings: overdue minutes, the alert webhook and the log level", () => {
    expect(loadConfig({})).toMatchObject({ contactOverdueMinutes: 30, alertWebhookUrl: null, logLevel: "info" });
    expect(
      loadConfig({
        CONTACT_OVERDUE_MINUTES: "90",
        ALERT_WEBHOOK_URL: "https://hooks.example.com/services/T0/B0/x",
        LOG_LEVEL: "WARN",
      }),
    ).toMatchObject({ contactOverdueMinutes: 90, alertWebhookUrl: "https://hooks.example.com/services/T0/B0/x", logLevel: "warn" });
    expect(() => loadConfig({ CONTACT_OVERDUE_MINUTES: "0", ALERT_WEBHOOK_URL: "mailto:office@dresdentax.com", LOG_LEVEL: "loud" })).toThrow(
      /CONTACT_OVERDUE_MINUTES must be a whole number from 1 to 10080[\s\S]*ALERT_WEBHOOK_URL must be an http\(s\) URL[\s\S]*LOG_LEVEL must be one of/,
    );
  });
});

describe("the documentation of the settings", () => {
  it("names every variable the site reads in the README's Configuration table and in .env.example", () => {
    const root = path.resolve(__dirname, "..");
    // The schemas' own names; NODE_ENV is Node's, set by how the site is started (npm run serve, deploy/).
    const names = new Set(Object.keys({ ...siteVariables.shape, ...serverVariables.shape }).filter((name) => name !== "NODE_ENV"));
    expect(names.size).toBeGreaterThan(25);
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const configuration = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("## Architecture"));
    const example = readFileSync(path.join(root, ".env.example"), "utf8");
    expect([...names].filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
    expect([...names].filter((name) => !new RegExp(`^#? ?${name}=`, "m").test(example))).toEqual([]);
  });
});
