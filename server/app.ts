import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ConfigError, loadConfig, type SiteConfig } from "~/config.server";
import { createBlogSource } from "~/blog/source.server";
import { createContactService } from "~/contact/accept.server";
import { siteContext, type SiteServices } from "~/request-context";
import { createContactRouter } from "./api/contact";
import { securityHeaders } from "./security";
import { brandResolution, siteRedirects } from "./site-routing";

export interface AppOptions {
  config: SiteConfig;
  services: SiteServices;
  /** In development, Vite serves assets and the React Router build; in production, build/client is served. */
  vite?: ViteDevServer;
}

const CLIENT_DIR = fileURLToPath(new URL("../client", import.meta.url));

/** The site's Express application: headers, brand, redirects, static files, APIs, then React Router. */
export function createApp({ config, services, vite }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(securityHeaders(config.thirdParty, !!vite));
  app.use(compression());

  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed build assets never change; everything else in public/ may, so it is cached briefly.
    app.use("/assets", express.static(path.join(CLIENT_DIR, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(CLIENT_DIR, { maxAge: "1h", index: false, redirect: false }));
  }

  app.use(brandResolution);
  app.use(siteRedirects);

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
    });
  });

  const build = vite
    ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
    : () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

  app.use(
    createRequestHandler({
      build,
      mode: vite ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(siteContext, {
          brand: res.locals.brand,
          siteUrl: config.siteUrls[res.locals.brand.id],
          nonce: res.locals.nonce,
          allowIndexing: config.allowIndexing,
          schedulerUrl: config.schedulerUrl,
          thirdParty: config.thirdParty,
          services,
          clientIp: req.ip ?? "unknown",
        });
        return context;
      },
    }),
  );
  return app;
}

/** The blog source and the contact service for this configuration. */
export function createServices(config: SiteConfig): SiteServices {
  const blog = createBlogSource({ ghostUrl: config.ghost?.url, ghostKey: config.ghost?.contentApiKey });
  console.log(`Blog source: ${blog.name === "ghost" ? `Ghost at ${config.ghost?.url}` : "Markdown files in content/blog/"}`);
  const contact = createContactService({
    dataDir: config.dataDir,
    smtpUrl: config.smtp?.url ?? null,
    contactFrom: config.smtp?.from ?? null,
    rateLimit: config.contactRateLimit,
  });
  return { blog, contact };
}

/** Reads the configuration, wires the services and listens. Exits with a clear message on bad config. */
export async function start({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  let config: SiteConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const services = createServices(config);
  services.contact.start();
  const app = createApp({ config, services, vite });
  const server = app.listen(config.port, config.host, () => {
    console.log(`Site listening on http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`);
  });
  const shutdown = () => {
    server.close();
    setTimeout(() => process.exit(0), 5_000).unref();
    void services.contact.stop().finally(() => process.exit(0));
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}
