import path from "node:path";
import { z } from "zod";
import { BRAND_IDS, BRANDS, type BrandId } from "./brands";
import { DEFAULT_HELD_RETENTION_DAYS } from "./contact/outbox.server";
import { DEFAULT_CONTACT_RATE_LIMIT } from "./contact/rate-limit.server";
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

/** Every problem with the settings, each a line that starts with its variable's name. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export type Env = Readonly<Record<string, string | undefined>>;

// The building blocks of the settings' schemas, here and in server/settings.ts. A bad value is refused by
// a refinement before any conversion, so that it still counts as set for the rules between variables (a
// bad GHOST_URL still needs its GHOST_CONTENT_API_KEY).

/** A problem that quotes the value given: `… (got "…")`. Never for keys or passwords: problems are logged. */
const quoting = (problem: string) => ({
  error: (issue: { input?: unknown }) => `${problem} (got "${String(issue.input)}")`,
});

/** A whole number from `min` to `max`; without `max`, as large as it likes. `mustBe` says so in words. */
export function wholeNumber(
  min: number,
  max?: number,
  mustBe = `a whole number ${max === undefined ? `of at least ${min}` : `from ${min} to ${max}`}`,
) {
  const accepts = (text: string) =>
    /^\d+$/.test(text) && Number(text) >= min && Number(text) <= (max ?? Number.MAX_SAFE_INTEGER);
  return z
    .string()
    .refine(accepts, quoting(`must be ${mustBe}`))
    .transform(Number);
}

const ON = ["1", "true", "yes", "on"];
const OFF = ["0", "false", "no", "off"];

/** A switch: 1, true, yes or on, or 0, false, no or off, in any case. */
export function onOff(mustBe = "on or off") {
  return z
    .string()
    .refine((text) => [...ON, ...OFF].includes(text.toLowerCase()), quoting(`must be ${mustBe}`))
    .transform((text) => ON.includes(text.toLowerCase()));
}

/** A URL that `accepts` likes. */
const urlWhere = (accepts: (url: URL) => boolean, error: string | ReturnType<typeof quoting>) =>
  z.string().refine((text) => {
    const parsed = URL.parse(text);
    return parsed !== null && accepts(parsed);
  }, error);

const isHttp = (url: URL) => url.protocol === "http:" || url.protocol === "https:";
const httpUrl = urlWhere(isHttp, quoting("must be an http(s) URL"));
const httpsUrl = urlWhere((url) => url.protocol === "https:", quoting("must be an https URL")).transform(
  (text) => new URL(text).href,
);
const thirdPartyId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{2,64}$/, quoting("must be 2 to 64 letters, digits, dashes or underscores"));

/** One variable per brand, `<prefix>_<BRAND>`, such as SITE_URL_PAYROLL. */
type BrandVariable<Prefix extends string> = `${Prefix}_${Uppercase<BrandId>}`;
const brandVariable = <Prefix extends string>(prefix: Prefix, id: BrandId) =>
  `${prefix}_${id.toUpperCase()}` as BrandVariable<Prefix>;

function brandVariables<Prefix extends string, T extends z.ZodType>(
  prefix: Prefix,
  schema: (id: BrandId) => T,
) {
  const entries = BRAND_IDS.map((id) => [brandVariable(prefix, id), schema(id)]);
  return Object.fromEntries(entries) as Record<BrandVariable<Prefix>, T>;
}

const byBrand = <T>(value: (id: BrandId) => T) =>
  Object.fromEntries(BRAND_IDS.map((id) => [id, value(id)])) as Record<BrandId, T>;

/**
 * When a rule between variables runs: even when other variables are bad, so that every problem is named
 * at once, but not when one of the `names` it compares is (that one's own problem is named already).
 */
export const whenValid = (...names: string[]) => ({
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => names.includes(String(issue.path?.[0]))),
});

/** The site's variables: what each accepts, its default, and the rules between them. */
export const siteVariables = z
  .object({
    PORT: wholeNumber(1, 65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    NODE_ENV: z.string().optional(),
    ...brandVariables("SITE_URL", (id) =>
      urlWhere(
        (url) => isHttp(url) && url.pathname === "/" && !url.search && !url.hash,
        quoting(`must be an origin such as https://${BRANDS[id].domain}`),
      )
        .transform((text) => new URL(text).origin)
        .default(`https://${BRANDS[id].domain}`),
    ),
    GHOST_URL: httpUrl.transform((text) => text.replace(/\/+$/, "")).optional(),
    GHOST_CONTENT_API_KEY: z
      .string()
      .regex(/^[0-9a-f]{26}$/i, "must be the 26-character hex Content API key from Ghost")
      .optional(),
    GHOST_ADMIN_API_KEY: z
      .string()
      .regex(
        /^[0-9a-f]{24}:[0-9a-f]{64}$/i,
        "must be the Admin API key from Ghost: 24 hex characters, ':', 64 hex characters",
      )
      .transform((text): GhostAdminKey => {
        const [id, secret] = text.toLowerCase().split(":") as [string, string];
        return { id, secret };
      })
      .optional(),
    GHOST_WEBHOOK_SECRET: z
      .string()
      .refine(
        (text) => text.length >= MIN_WEBHOOK_SECRET_LENGTH && !/\s/.test(text),
        `must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters without spaces (the secret typed into Ghost's webhook settings)`,
      )
      .optional(),
    CDN_PURGE_URL: httpUrl.optional(),
    CDN_PURGE_TOKEN: z.string().optional(),
    SMTP_URL: urlWhere(
      (url) => ["smtp:", "smtps:"].includes(url.protocol),
      "must look like smtp://user:pass@host:587 or smtps://host:465",
    ).optional(),
    // Checked with SMTP_URL below: only mail sent uses it.
    CONTACT_FROM: z.string().optional(),
    DATA_DIR: z.string().default("data"),
    ALLOW_INDEXING: onOff("true or false").optional(),
    SCHEDULER_URL: httpsUrl.optional(),
    ...brandVariables("SCHEDULER_URL", () => httpsUrl.optional()),
    TRUST_PROXY: wholeNumber(0, 10, "the number of proxy hops in front of the site, 0 to 10").default(0),
    CONTACT_RATE_PER_MINUTE: wholeNumber(1).default(DEFAULT_CONTACT_RATE_LIMIT.perMinute),
    CONTACT_RATE_PER_HOUR: wholeNumber(1).default(DEFAULT_CONTACT_RATE_LIMIT.perHour),
    SEARCH_RATE_PER_MINUTE: wholeNumber(1).default(DEFAULT_SEARCH_RATE_PER_MINUTE),
    // Up to ten years: a longer setting is almost certainly a typo, and held messages are mostly spam.
    CONTACT_HELD_RETENTION_DAYS: wholeNumber(1, 3_650).default(DEFAULT_HELD_RETENTION_DAYS),
    // Up to a week: past that a message is surely lost to whoever is waiting for an answer.
    CONTACT_OVERDUE_MINUTES: wholeNumber(1, 10_080).default(DEFAULT_OVERDUE_MINUTES),
    ALERT_WEBHOOK_URL: httpUrl.optional(),
    LOG_LEVEL: z
      .string()
      .refine((text) => isLogLevel(text.toLowerCase()), quoting(`must be one of ${LOG_LEVELS.join(", ")}`))
      .transform((text) => text.toLowerCase() as LogLevel)
      .default(DEFAULT_LOG_LEVEL),
    ANALYTICS_ID: thirdPartyId.optional(),
    SPEED_MEASUREMENT_ID: thirdPartyId.optional(),
    TAG_MANAGER_ID: thirdPartyId.optional(),
    CHAT_WIDGET_ID: thirdPartyId.optional(),
  })
  // The rules between variables look only at which are set, so they run whatever else is bad.
  .superRefine((env, ctx) => {
    const problem = (name: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [name], message });
    if (env.GHOST_CONTENT_API_KEY && !env.GHOST_URL)
      problem("GHOST_URL", "is required when GHOST_CONTENT_API_KEY is set");
    if (env.GHOST_URL && !env.GHOST_CONTENT_API_KEY)
      problem("GHOST_CONTENT_API_KEY", "is required when GHOST_URL is set");
    // Drafts and webhooks come from the Ghost the blog is read from.
    for (const name of ["GHOST_ADMIN_API_KEY", "GHOST_WEBHOOK_SECRET"] as const) {
      if (env[name] && !env.GHOST_URL)
        problem(name, "needs GHOST_URL and GHOST_CONTENT_API_KEY (the blog must come from Ghost)");
    }
    if (env.CDN_PURGE_TOKEN && !env.CDN_PURGE_URL)
      problem("CDN_PURGE_TOKEN", "is set but CDN_PURGE_URL is not (where should the purge go?)");
    if (env.SMTP_URL) {
      if (!env.CONTACT_FROM) problem("CONTACT_FROM", "is required when SMTP_URL is set (the sender address)");
      else if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(env.CONTACT_FROM.replace(/^.*<(.+)>$/, "$1"))) {
        problem("CONTACT_FROM", `must be an email address (got "${env.CONTACT_FROM}")`);
      }
    }
  }, whenValid());

/** The configuration valid site variables describe. */
export function siteConfig(env: z.output<typeof siteVariables>, cwd: string): SiteConfig {
  const production = env.NODE_ENV === "production";
  return {
    port: env.PORT,
    host: env.HOST,
    production,
    siteUrls: byBrand((id) => env[brandVariable("SITE_URL", id)]),
    ghost:
      env.GHOST_URL && env.GHOST_CONTENT_API_KEY
        ? { url: env.GHOST_URL, contentApiKey: env.GHOST_CONTENT_API_KEY }
        : null,
    ghostAdminKey: env.GHOST_ADMIN_API_KEY ?? null,
    ghostWebhookSecret: env.GHOST_WEBHOOK_SECRET ?? null,
    cdnPurge: env.CDN_PURGE_URL ? { url: env.CDN_PURGE_URL, token: env.CDN_PURGE_TOKEN ?? null } : null,
    smtp: env.SMTP_URL && env.CONTACT_FROM ? { url: env.SMTP_URL, from: env.CONTACT_FROM } : null,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    allowIndexing: env.ALLOW_INDEXING ?? production,
    schedulerUrls: byBrand((id) => env[brandVariable("SCHEDULER_URL", id)] ?? env.SCHEDULER_URL ?? null),
    trustProxy: env.TRUST_PROXY,
    contactRateLimit: { perMinute: env.CONTACT_RATE_PER_MINUTE, perHour: env.CONTACT_RATE_PER_HOUR },
    searchRatePerMinute: env.SEARCH_RATE_PER_MINUTE,
    contactHeldRetentionDays: env.CONTACT_HELD_RETENTION_DAYS,
    contactOverdueMinutes: env.CONTACT_OVERDUE_MINUTES,
    alertWebhookUrl: env.ALERT_WEBHOOK_URL ?? null,
    logLevel: env.LOG_LEVEL,
    thirdParty: {
      analyticsId: env.ANALYTICS_ID ?? null,
      speedMeasurementId: env.SPEED_MEASUREMENT_ID ?? null,
      tagManagerId: env.TAG_MANAGER_ID ?? null,
      chatWidgetId: env.CHAT_WIDGET_ID ?? null,
    },
  };
}

/**
 * Reads the environment with `schema`, each value trimmed and a blank one counted as unset. Every bad or
 * missing value is reported together in one ConfigError, so an operator fixes them all in one go.
 */
export function parseEnvironment<T>(schema: z.ZodType<T>, env: Env): T {
  const trimmed = Object.fromEntries(
    Object.entries(env).map(([name, value]) => [name, value?.trim() || undefined]),
  );
  const result = schema.safeParse(trimmed);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
}

/** The site's configuration alone; the server reads it with its own settings (server/settings.ts, loadSettings). */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): SiteConfig {
  return siteConfig(parseEnvironment(siteVariables, env), cwd);
}
