import { fileURLToPath } from "node:url";
import compression from "compression";
import express, { type Express } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, loadConfig, type SiteConfig } from "~/config.server";
import type { BlogCacheOptions } from "~/blog/cache.server";
import { createBlogSource } from "~/blog/source.server";
import { createContactService, type ContactServiceConfig } from "~/contact/accept.server";
import { createSearchService } from "~/search/service.server";
import { ghostSignupSender } from "~/reminders/ghost-members.server";
import { createReminderService, type ReminderServiceConfig } from "~/reminders/service.server";
import { createGhostDrafts, createPreviewLinks, isDraftPreviewPath } from "~/blog/preview.server";
import { siteContext, type SiteServices } from "~/request-context";
import { NO_THIRD_PARTY_SCRIPTS } from "~/third-party/scripts";
import { createBlogWebhookRouter } from "./api/blog-webhook";
import { createContactRouter } from "./api/contact";
import { createBlogChangeHandler } from "./blog-changes";
import { finalErrorHandler, rejectMalformedRequests, showContentErrors } from "./errors";
import { createHttpServer } from "./http-server";
import { createPageCache, type PageCache } from "./page-cache";
import { createPageHandler } from "./pages";
import { trustOwnProxyOnly } from "./proxy-headers";
import { clientAddress, clientKeyOf, isWriteRequest, perMinuteLimiter, rateLimit } from "./rate-limit";
import { refuseCrossSiteWrites, securityHeaders } from "./security";
import { loadServerSettings, type ServerSettings } from "./settings";
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
}

const CLIENT_DIR = fileURLToPath(new URL("../client", import.meta.url));

/**
 * The site's Express application, in this order: security headers (every response), request
 * sanity, brand, the page cache lookup, compression, static files, the site-wide rate limit,
 * redirects, Ghost's webhook, cross-site writes refused, the stricter limit for writes, APIs, then pages.
 * `app.locals.pageCache` is the page cache (null in development or when switched off).
 */
export function createApp({ config, services, vite, settings, clientDir }: AppOptions): Express {
  const limits = settings ?? loadServerSettings({}, config.contactRateLimit);
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag"); // Pages are re-rendered with a fresh nonce each time: an ETag could never match.
  app.set("trust proxy", config.trustProxy);
  trustOwnProxyOnly(app, config.trustProxy);

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
    getLoadContext(req, res) {
      const context = new RouterContextProvider();
      context.set(siteContext, {
        brand: res.locals.brand,
        siteUrl: config.siteUrls[res.locals.brand.id],
        nonce: res.locals.nonce,
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
    const blog = services.blog.health();
    res.json({
      status: "ok",
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
  console.log(`Blog source: ${blog.name === "ghost" ? `Ghost at ${config.ghost?.url}` : "Markdown files in content/blog/"}`);
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
export async function start({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  let config: SiteConfig;
  let settings: ServerSettings;
  try {
    const problems: string[] = [];
    const collect = <T,>(read: () => T): T | undefined => {
      try {
        return read();
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        problems.push(...error.problems);
        return undefined;
      }
    };
    const siteConfig = collect(() => loadConfig());
    const serverSettings = collect(() => loadServerSettings(process.env, siteConfig?.contactRateLimit));
    if (problems.length > 0 || !siteConfig || !serverSettings) throw new ConfigError(problems);
    config = siteConfig;
    settings = serverSettings;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A failure in some background task must not take every page down with it; it is logged loudly.
  process.on("unhandledRejection", (reason) => console.error("Unhandled promise rejection:", reason));

  const services = createServices(config);
  if (services.contact.getOutbox() === null) {
    console.error(
      `CONTACT FORM UNAVAILABLE: messages cannot be stored in DATA_DIR=${config.dataDir} (see the error above). ` +
        "The site runs, but /api/contact and the contact form answer 503 until DATA_DIR is a writable folder.",
    );
  }
  services.contact.start();
  services.reminders?.start();
  const app = createApp({ config, services, vite, settings });
  const server = createHttpServer(app, settings.timeouts);
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    console.log(`Site listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`);
  });
  const shutdown = () => {
    server.close();
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
    void Promise.all([services.contact.stop(), services.reminders?.stop()]).finally(() => process.exit(0));
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
