import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type Express } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, type SiteConfig } from "~/config.server";
import type { BlogCacheOptions } from "~/blog/cache.server";
import { createBlogSource } from "~/blog/source.server";
import { createContactService, type ContactServiceConfig } from "~/contact/service.server";
import { createSearchService } from "~/search/service.server";
import { assessHealth, type HealthReport } from "~/contact/health";
import { log, type SiteLogger } from "~/log.server";
import { ghostSignupSender } from "~/reminders/ghost-members.server";
import { createReminderService, type ReminderServiceConfig } from "~/reminders/service.server";
import { createGhostDrafts, createPreviewLinks, isDraftPreviewPath } from "~/blog/preview.server";
import { siteContext, type SiteServices } from "~/request-context";
import { NO_THIRD_PARTY_SCRIPTS } from "~/third-party/scripts";
import { createBlogWebhookRouter } from "./api/blog-webhook";
import { createContactRouter } from "./api/contact";
import { createBlogChangeHandler } from "./blog-changes";
import { finalErrorHandler, rejectMalformedRequests, showContentErrors } from "./errors";
import { DRAIN_GRACE_MS, drainHttpServer } from "./graceful-shutdown";
import { createHealthMonitor, webhookAlertSender, type HealthMonitor } from "./health-monitor";
import { createHttpServer } from "./http-server";
import { createPageCache, type PageCache } from "~/delivery/page-cache.server";
import { createPageHandler } from "~/delivery/page-handler.server";
import { trustOwnProxyOnly } from "./proxy-headers";
import { clientAddress, clientKeyOf, isWriteRequest, perMinuteLimiter, rateLimit } from "./rate-limit";
import { requestLog } from "./request-log";
import { refuseCrossSiteWrites, securityHeaders } from "./security";
import { loadServerSettings, loadSettings, WORKER_STOP_TIMEOUT_MS, type ServerSettings } from "./settings";
import { brandResolution, collapseSlashes, guardRedirects, siteRedirects } from "./site-routing";
import { staticFiles } from "./static-files";

export interface AppOptions {
  config: SiteConfig;
  services: SiteServices;
  /** In development, Vite serves assets and the React Router build; in production, build/client is served. */
  vite?: ViteDevServer;
  /** Rate limits, page cache and timeouts; defaults when not given (see server/settings.ts). */
  settings?: ServerSettings;
  /** The built client folder; default the `client` folder next to this bundle's `server` folder. */
  clientDir?: string;
  /** The request log and the site's messages; default the site's logger (stdout, LOG_LEVEL). */
  logger?: SiteLogger;
  /** Answers /healthz and alerts on changes; default one that only logs them (start() passes the real one). */
  health?: HealthMonitor;
}

const CLIENT_DIR = fileURLToPath(new URL("../client", import.meta.url));

/** Works out the site's health from the contact service (with `probe`, proving the outbox is writable). */
function healthCheck(config: SiteConfig, services: SiteServices): (probe: boolean) => HealthReport {
  const overdueMs = config.contactOverdueMinutes * 60_000;
  return (probe) => assessHealth(services.contact.healthFacts({ probe }), { now: Date.now(), overdueMs });
}

/**
 * The site's Express application, in this order: the request log and its X-Request-Id, security
 * headers (every response), request sanity, brand, the page cache lookup, compression, static files,
 * the site-wide rate limit, redirects, Ghost's webhook, cross-site writes refused, the stricter limit
 * for writes, APIs, then pages.
 * `app.locals.pageCache` is the page cache (null in development or when switched off).
 */
export function createApp({ config, services, vite, settings, clientDir, logger = log, health }: AppOptions): Express {
  const limits = settings ?? loadServerSettings({}, config.contactRateLimit);
  const monitor =
    health ??
    createHealthMonitor({ check: healthCheck(config, services), send: null, site: config.siteUrls.dresdentax, logger });
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag"); // Pages and files set their own caching headers (app/entry.server.tsx, server/static-files.ts).
  app.set("trust proxy", config.trustProxy);
  trustOwnProxyOnly(app, config.trustProxy);

  app.use(requestLog(logger, config.trustProxy));
  app.use(
    securityHeaders({
      thirdParty: config.thirdParty,
      devMode: !!vite,
      ghostUrl: config.ghost?.url,
      firstPartyOnly: isDraftPreviewPath,
    }),
  );
  guardRedirects(app, Object.values(config.siteUrls));
  app.use(rejectMalformedRequests);
  app.use(collapseSlashes);
  app.use(clientAddress(config.trustProxy));
  app.use(brandResolution);

  const pageCache: PageCache | null =
    !vite && limits.pageCache.enabled ? createPageCache({ ttlMs: limits.pageCache.ttlMs }) : null;
  app.locals.pageCache = pageCache;
  const pages = createPageHandler({
    build: vite
      ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    mode: vite ? "development" : "production",
    cache: pageCache,
    // A page rendered while the blog is failing shows stale or empty posts: never keep it.
    mayStore: () => services.blog.health().ok,
    getLoadContext(req, res, inlineMarker) {
      const context = new RouterContextProvider();
      context.set(siteContext, {
        brand: res.locals.brand,
        siteUrl: config.siteUrls[res.locals.brand.id],
        inlineMarker,
        allowIndexing: config.allowIndexing,
        schedulerUrl: config.schedulerUrls[res.locals.brand.id],
        // A draft's signed link must not reach the analytics and chat vendors, who record addresses.
        thirdParty: isDraftPreviewPath(req.path) ? NO_THIRD_PARTY_SCRIPTS : config.thirdParty,
        services,
        clientKey: clientKeyOf(req, res),
      });
      return context;
    },
  });

  // Pages from the cache are compressed already; everything else is compressed on the way out.
  app.use(pages.findCachedPage);
  const compress = compression();
  app.use((req, res, next) => (res.locals.cachedPage ? next() : compress(req, res, next)));

  if (vite) app.use(vite.middlewares);
  else app.use(staticFiles(clientDir ?? CLIENT_DIR));

  // Static files above are not counted: a page view is one document and a few data requests.
  app.use(rateLimit({ limiter: perMinuteLimiter(limits.siteRatePerMinute) }));
  app.use(siteRedirects);
  // Before the limit for writes: Ghost may send many webhooks at once (a bulk edit); it has its own limit.
  if (config.ghostWebhookSecret) {
    const applyChange = createBlogChangeHandler({
      blog: services.blog,
      pageCache,
      search: services.search,
      cdnPurge: config.cdnPurge,
      siteUrls: config.siteUrls,
    });
    app.use(createBlogWebhookRouter({ secret: config.ghostWebhookSecret, applyChange }));
  }
  // Another site's page cannot spend a visitor's allowance: its posts are refused before they count.
  app.use(refuseCrossSiteWrites);
  app.use(rateLimit({ limiter: perMinuteLimiter(limits.writeRatePerMinute), applies: isWriteRequest }));

  // Before any body parser: the contact API reads and limits its own body.
  app.use(createContactRouter({ contact: services.contact }));

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const report = monitor.report();
    const blog = services.blog.health();
    res.status(report.healthy ? 200 : 503).json({
      status: report.healthy ? "ok" : "unhealthy",
      reasons: report.reasons,
      blogSource: blog.source,
      blogHealthy: blog.ok,
      undeliveredMessages: services.contact.countUndelivered(),
      heldMessages: services.contact.countHeld(),
      pageCache: pageCache ? { entries: pageCache.stats().entries } : null,
    });
  });

  app.use(pages);
  if (vite) app.use(showContentErrors);
  app.use(finalErrorHandler);
  return app;
}

/** Tests and benchmarks shorten the blog cache's times or replace the contact service's parts. */
export interface ServiceOverrides {
  blogCache?: BlogCacheOptions;
  contact?: Partial<ContactServiceConfig>;
  reminders?: Partial<ReminderServiceConfig>;
}

/** The blog source and the contact service for this configuration. */
export function createServices(config: SiteConfig, overrides: ServiceOverrides = {}): SiteServices {
  const blog = createBlogSource({
    ghostUrl: config.ghost?.url,
    ghostKey: config.ghost?.contentApiKey,
    cache: overrides.blogCache,
  });
  log.info(`Blog source: ${blog.name === "ghost" ? `Ghost at ${config.ghost?.url}` : "Markdown files in content/blog/"}`);
  const contact = createContactService({
    dataDir: config.dataDir,
    smtpUrl: config.smtp?.url ?? null,
    contactFrom: config.smtp?.from ?? null,
    rateLimit: config.contactRateLimit,
    heldRetentionDays: config.contactHeldRetentionDays,
    ...overrides.contact,
  });
  const previews =
    config.ghost && config.ghostAdminKey
      ? {
          links: createPreviewLinks(config.ghostAdminKey),
          drafts: createGhostDrafts({ url: config.ghost.url, key: config.ghostAdminKey }),
        }
      : null;
  const reminders = config.ghost
    ? createReminderService({
        dataDir: config.dataDir,
        send: ghostSignupSender(config.ghost.url),
        rateLimit: config.contactRateLimit,
        ...overrides.reminders,
      })
    : null;
  return {
    blog,
    contact,
    search: createSearchService(blog, { ratePerMinute: config.searchRatePerMinute }),
    previews,
    reminders,
  };
}

/** Reads the configuration, wires the services and listens. Exits with a clear message on bad config. */
export async function start({ vite, envFile = null }: { vite?: ViteDevServer; envFile?: string | null } = {}): Promise<void> {
  let config: SiteConfig;
  let settings: ServerSettings;
  try {
    ({ config, settings } = loadSettings());
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line per problem, so each reads on its own in the terminal and in the journal.
      for (const problem of error.problems) log.fatal(`Invalid configuration: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
  if (envFile) log.info(`Settings read from ${envFile} (the environment's own values win)`);

  // A failure in some background task must not take every page down with it; it is logged loudly.
  process.on("unhandledRejection", (reason) => log.error({ err: reason }, "Unhandled promise rejection"));

  const services = createServices(config);
  if (services.contact.getOutbox() === null) {
    log.error(
      `CONTACT FORM UNAVAILABLE: messages cannot be stored in DATA_DIR=${config.dataDir} (see the error above). ` +
        "The site runs, but /api/contact and the contact form answer 503 until DATA_DIR is a writable folder.",
    );
  }
  const health = createHealthMonitor({
    check: healthCheck(config, services),
    send: config.alertWebhookUrl ? webhookAlertSender(config.alertWebhookUrl) : null,
    site: config.siteUrls.dresdentax,
    logger: log,
  });
  // Before the delivery worker's first pass: a problem the site starts with is alerted, even one it then mends.
  health.start();
  services.contact.start();
  services.reminders?.start();
  const app = createApp({ config, services, vite, settings, health });
  const server = createHttpServer(app, settings.timeouts, log);
  server.on("error", (error: NodeJS.ErrnoException) => {
    log.fatal(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    log.info(`Site listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`);
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} again: stopping now, without waiting for the requests still open`);
      process.exit(1);
    }
    stopping = true;
    log.info(
      `${signal}: shutting down: answering the requests already received (at most ${settings.shutdownTimeoutMs} ms), new connections refused after ${DRAIN_GRACE_MS} ms`,
    );
    const { timedOut } = await drainHttpServer(server, settings.shutdownTimeoutMs);
    if (timedOut) log.warn(`some requests were still open after ${settings.shutdownTimeoutMs} ms; their connections were closed`);
    // A send cut short here is tried again after the next start (its lease runs out): sent twice at worst, never lost.
    const stopped = await Promise.race([
      Promise.all([health.stop(), services.contact.stop(), services.reminders?.stop()]).then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, WORKER_STOP_TIMEOUT_MS, false).unref()),
    ]);
    if (!stopped) log.warn(`the mail delivery in progress did not end within ${WORKER_STOP_TIMEOUT_MS} ms; it is retried after the next start`);
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", (signal) => void shutdown(signal));
  process.on("SIGINT", (signal) => void shutdown(signal));
}
