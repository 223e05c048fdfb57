import path from "node:path";
import { BRAND_IDS, BRANDS, type BrandId } from "./brands";
import { DEFAULT_HELD_RETENTION_DAYS } from "./contact/outbox.server";
import { DEFAULT_OVERDUE_MINUTES } from "./contact/health";
import { DEFAULT_LOG_LEVEL, isLogLevel, LOG_LEVELS, type LogLevel } from "./log.server";
import { DEFAULT_SEARCH_RATE_PER_MINUTE } from "./search/limits";

/** Site configuration, read once from the environment and validated as a whole. */
export interface SiteConfig {
  port: number;
  host: string;
  production: boolean;
  /** Canonical origin (scheme + host) of each brand's own site. */
  siteUrls: Readonly<Record<BrandId, string>>;
  ghost: { url: string; contentApiKey: string } | null;
  /**
   * The Admin API key of the same Ghost integration (`{id}:{secret}`): drafts for preview links.
   * Null: the preview routes do not exist.
   */
  ghostAdminKey: GhostAdminKey | null;
  /** The secret of Ghost's webhooks; null: the webhook endpoint does not exist. */
  ghostWebhookSecret: string | null;
  /** Where to tell a CDN which pages changed after a blog change; null: no CDN to tell. */
  cdnPurge: { url: string; token: string | null } | null;
  smtp: { url: string; from: string } | null;
  dataDir: string;
  /** Whether pages may be indexed by search engines (off for staging hosts). */
  allowIndexing: boolean;
  /** External scheduler per brand for /schedule (SCHEDULER_URL_<BRAND>, else SCHEDULER_URL); null: the contact form. */
  schedulerUrls: Readonly<Record<BrandId, string | null>>;
  /** Trust X-Forwarded-* from this many proxy hops (Express `trust proxy`). */
  trustProxy: number;
  /** Contact-form submissions allowed per client (benchmarks and browser tests raise them). */
  contactRateLimit: { perMinute: number; perHour: number };
  /** Searches (`/search?q=`) allowed per client per minute. */
  searchRatePerMinute: number;
  /** Days a held contact message (one that looked automated) is kept for review before it is removed. */
  contactHeldRetentionDays: number;
  /** A message undelivered for longer than this makes /healthz answer 503 (CONTACT_OVERDUE_MINUTES). */
  contactOverdueMinutes: number;
  /** Where to POST an alert when the site turns unhealthy and when it recovers; null: only logged. */
  alertWebhookUrl: string | null;
  /** The least severe log level written (LOG_LEVEL). */
  logLevel: LogLevel;
  thirdParty: ThirdPartyIds;
}

/** A Ghost Admin API key: the key's id and its secret (hex), as Ghost shows them joined by ':'. */
export interface GhostAdminKey {
  id: string;
  secret: string;
}

/** Shortest webhook secret accepted: Ghost signs with whatever it is given, so a short one is guessable. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/** Ids of third-party scripts; a script loads only when its id is set. */
export interface ThirdPartyIds {
  analyticsId: string | null;
  speedMeasurementId: string | null;
  tagManagerId: string | null;
  chatWidgetId: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const ID_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function booleanFlag(value: string): boolean | null {
  const normalized = value.trim().toLowerCase();
  if (["1", "true", "yes", "on"].includes(normalized)) return true;
  if (["0", "false", "no", "off"].includes(normalized)) return false;
  return null;
}

/**
 * Reads the configuration from environment variables. Every bad or missing value is collected and
 * reported together in one ConfigError, so an operator fixes them all in one go.
 */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): SiteConfig {
  const problems: string[] = [];
  const get = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const portText = get("PORT") ?? "3000";
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535) {
    problems.push(`PORT must be a whole number from 1 to 65535 (got "${portText}")`);
  }

  const production = env.NODE_ENV === "production";

  const siteUrls = {} as Record<BrandId, string>;
  for (const id of BRAND_IDS) {
    const name = `SITE_URL_${id.toUpperCase()}`;
    const value = get(name);
    if (value === undefined) {
      siteUrls[id] = `https://${BRANDS[id].domain}`;
      continue;
    }
    const url = httpUrl(value);
    if (!url || url.pathname !== "/" || url.search || url.hash) {
      problems.push(`${name} must be an origin such as https://${BRANDS[id].domain} (got "${value}")`);
    } else {
      siteUrls[id] = url.origin;
    }
  }

  const ghostUrl = get("GHOST_URL");
  const ghostKey = get("GHOST_CONTENT_API_KEY");
  let ghost: SiteConfig["ghost"] = null;
  if (ghostUrl || ghostKey) {
    if (!ghostUrl) problems.push("GHOST_URL is required when GHOST_CONTENT_API_KEY is set");
    else if (!httpUrl(ghostUrl)) problems.push(`GHOST_URL must be an http(s) URL (got "${ghostUrl}")`);
    if (!ghostKey) problems.push("GHOST_CONTENT_API_KEY is required when GHOST_URL is set");
    else if (!/^[0-9a-f]{26}$/i.test(ghostKey)) {
      problems.push("GHOST_CONTENT_API_KEY must be the 26-character hex Content API key from Ghost");
    }
    if (ghostUrl && ghostKey && httpUrl(ghostUrl) && /^[0-9a-f]{26}$/i.test(ghostKey)) {
      ghost = { url: ghostUrl.replace(/\/+$/, ""), contentApiKey: ghostKey };
    }
  }

  // Both need the Ghost source: drafts and webhooks come from the Ghost the blog is read from.
  const needsGhost = (name: string) => {
    if (!ghostUrl) problems.push(`${name} needs GHOST_URL and GHOST_CONTENT_API_KEY (the blog must come from Ghost)`);
  };
  const adminKeyText = get("GHOST_ADMIN_API_KEY");
  let ghostAdminKey: GhostAdminKey | null = null;
  if (adminKeyText !== undefined) {
    needsGhost("GHOST_ADMIN_API_KEY");
    const match = /^([0-9a-f]{24}):([0-9a-f]{64})$/i.exec(adminKeyText);
    if (!match) {
      problems.push("GHOST_ADMIN_API_KEY must be the Admin API key from Ghost: 24 hex characters, ':', 64 hex characters");
    } else {
      ghostAdminKey = { id: match[1]!.toLowerCase(), secret: match[2]!.toLowerCase() };
    }
  }
  const webhookSecret = get("GHOST_WEBHOOK_SECRET");
  if (webhookSecret !== undefined) {
    needsGhost("GHOST_WEBHOOK_SECRET");
    if (webhookSecret.length < MIN_WEBHOOK_SECRET_LENGTH || /\s/.test(webhookSecret)) {
      problems.push(
        `GHOST_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters without spaces (the secret typed into Ghost's webhook settings)`,
      );
    }
  }

  const purgeText = get("CDN_PURGE_URL");
  const purgeToken = get("CDN_PURGE_TOKEN") ?? null;
  let cdnPurge: SiteConfig["cdnPurge"] = null;
  if (purgeText !== undefined) {
    if (!httpUrl(purgeText)) problems.push(`CDN_PURGE_URL must be an http(s) URL (got "${purgeText}")`);
    else cdnPurge = { url: purgeText, token: purgeToken };
  } else if (purgeToken !== null) {
    problems.push("CDN_PURGE_TOKEN is set but CDN_PURGE_URL is not (where should the purge go?)");
  }

  const smtpUrl = get("SMTP_URL");
  const contactFrom = get("CONTACT_FROM");
  let smtp: SiteConfig["smtp"] = null;
  if (smtpUrl) {
    let valid = false;
    try {
      valid = ["smtp:", "smtps:"].includes(new URL(smtpUrl).protocol);
    } catch {
      valid = false;
    }
    if (!valid) problems.push("SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465");
    if (!contactFrom) problems.push("CONTACT_FROM is required when SMTP_URL is set (the sender address)");
    else if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(contactFrom.replace(/^.*<(.+)>$/, "$1"))) {
      problems.push(`CONTACT_FROM must be an email address (got "${contactFrom}")`);
    }
    if (valid && contactFrom) smtp = { url: smtpUrl, from: contactFrom };
  }

  const indexingText = get("ALLOW_INDEXING");
  let allowIndexing = production;
  if (indexingText !== undefined) {
    const flag = booleanFlag(indexingText);
    if (flag === null) problems.push(`ALLOW_INDEXING must be true or false (got "${indexingText}")`);
    else allowIndexing = flag;
  }

  const schedulerUrl = (name: string): string | null => {
    const text = get(name);
    if (text === undefined) return null;
    const url = httpUrl(text);
    if (!url || url.protocol !== "https:") problems.push(`${name} must be an https URL (got "${text}")`);
    return url?.protocol === "https:" ? url.href : null;
  };
  const defaultScheduler = schedulerUrl("SCHEDULER_URL");
  const schedulerUrls = Object.fromEntries(
    BRAND_IDS.map((id) => [id, schedulerUrl(`SCHEDULER_URL_${id.toUpperCase()}`) ?? defaultScheduler]),
  ) as Record<BrandId, string | null>;

  const trustText = get("TRUST_PROXY") ?? "0";
  const trustProxy = Number(trustText);
  if (!/^\d+$/.test(trustText) || trustProxy > 10) {
    problems.push(`TRUST_PROXY must be the number of proxy hops in front of the site, 0 to 10 (got "${trustText}")`);
  }

  const wholeNumber = (name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
    const text = get(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1 || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? "of at least 1" : `from 1 to ${max}`;
      problems.push(`${name} must be a whole number ${range} (got "${text}")`);
      return fallback;
    }
    return value;
  };
  const contactRateLimit = {
    perMinute: wholeNumber("CONTACT_RATE_PER_MINUTE", 5),
    perHour: wholeNumber("CONTACT_RATE_PER_HOUR", 20),
  };
  const searchRatePerMinute = wholeNumber("SEARCH_RATE_PER_MINUTE", DEFAULT_SEARCH_RATE_PER_MINUTE);
  // Up to ten years: a longer setting is almost certainly a typo, and held messages are mostly spam.
  const contactHeldRetentionDays = wholeNumber(
    "CONTACT_HELD_RETENTION_DAYS",
    DEFAULT_HELD_RETENTION_DAYS,
    3_650,
  );

  // Up to a week: past that a message is surely lost to whoever is waiting for an answer.
  const contactOverdueMinutes = wholeNumber("CONTACT_OVERDUE_MINUTES", DEFAULT_OVERDUE_MINUTES, 10_080);

  const alertText = get("ALERT_WEBHOOK_URL");
  let alertWebhookUrl: string | null = null;
  if (alertText !== undefined) {
    if (!httpUrl(alertText)) problems.push(`ALERT_WEBHOOK_URL must be an http(s) URL (got "${alertText}")`);
    else alertWebhookUrl = alertText;
  }

  const levelText = (get("LOG_LEVEL") ?? DEFAULT_LOG_LEVEL).toLowerCase();
  if (!isLogLevel(levelText)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${get("LOG_LEVEL")}")`);

  const thirdPartyId = (name: string): string | null => {
    const value = get(name);
    if (value === undefined) return null;
    if (!ID_PATTERN.test(value)) {
      problems.push(`${name} must be 2 to 64 letters, digits, dashes or underscores (got "${value}")`);
      return null;
    }
    return value;
  };
  const thirdParty: ThirdPartyIds = {
    analyticsId: thirdPartyId("ANALYTICS_ID"),
    speedMeasurementId: thirdPartyId("SPEED_MEASUREMENT_ID"),
    tagManagerId: thirdPartyId("TAG_MANAGER_ID"),
    chatWidgetId: thirdPartyId("CHAT_WIDGET_ID"),
  };

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host: get("HOST") ?? "0.0.0.0",
    production,
    siteUrls,
    ghost,
    ghostAdminKey,
    ghostWebhookSecret: webhookSecret ?? null,
    cdnPurge,
    smtp,
    dataDir: path.resolve(cwd, get("DATA_DIR") ?? "data"),
    allowIndexing,
    schedulerUrls,
    trustProxy,
    contactRateLimit,
    searchRatePerMinute,
    contactHeldRetentionDays,
    contactOverdueMinutes,
    alertWebhookUrl,
    logLevel: isLogLevel(levelText) ? levelText : DEFAULT_LOG_LEVEL,
    thirdParty,
  };
}
