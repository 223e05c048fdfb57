import { createContext, type RouterContextProvider } from "react-router";
import type { BrandResolution } from "./brands/resolve";

/** What the Express server hands every loader and action for one request. */
export interface SiteRequestContext {
  brand: BrandResolution;
  /** Canonical origin of the request's brand (from configuration, never the request's host). */
  siteUrl: string;
  /** Per-request CSP nonce for inline scripts and styles. */
  nonce: string;
  allowIndexing: boolean;
  schedulerUrl: string | null;
  thirdParty: import("./config.server").ThirdPartyIds;
  /** Server-side services (blog source, contact outbox) wired up by server/app.ts. */
  services: SiteServices;
}

/** Registry of server-side services; each feature adds its own entry when it is wired in server/app.ts. */
export interface SiteServices {
  [name: string]: unknown;
}

export const siteContext = createContext<SiteRequestContext>();

export function getSiteContext(context: Readonly<RouterContextProvider>): SiteRequestContext {
  return context.get(siteContext);
}
