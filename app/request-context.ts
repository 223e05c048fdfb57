import { createContext, type RouterContextProvider } from "react-router";
import type { CachedBlogSource } from "./blog/cache.server";
import type { BrandResolution } from "./brands/resolve";
import type { ContactService } from "./contact/service.server";
import type { GhostDrafts, PreviewLinks } from "./blog/preview.server";
import type { ReminderService } from "./reminders/service.server";
import type { SearchService } from "./search/service.server";

/** What the Express server hands every loader and action for one request. */
export interface SiteRequestContext {
  brand: BrandResolution;
  /** Canonical origin of the request's brand (from configuration, never the request's host). */
  siteUrl: string;
  /**
   * This render's marker for the inline code React and React Router write (given to them as a nonce):
   * the server hashes marked code into the page's CSP and takes the marker out (app/delivery/inline-code.server.ts).
   */
  inlineMarker: string;
  allowIndexing: boolean;
  /** The external booking page of the request's brand (SCHEDULER_URL_<BRAND>, else SCHEDULER_URL). */
  schedulerUrl: string | null;
  thirdParty: import("./config.server").ThirdPartyIds;
  /** Server-side services (blog source, contact outbox) wired up by server/app.ts. */
  services: SiteServices;
  /**
   * What the client's requests are counted against by rate limits: its address as Express sees it
   * (honouring TRUST_PROXY), or for IPv6 its /64 (server/rate-limit.ts, rateLimitKey).
   */
  clientKey: string;
}

/** Server-side services, created once at start-up by server/app.ts. */
export interface SiteServices {
  blog: CachedBlogSource;
  contact: ContactService;
  /** Site search over the blog and the brand's pages, kept in step with the blog cache. */
  search: SearchService;
  /** Draft previews from Ghost; null without GHOST_ADMIN_API_KEY (the preview routes answer 404). */
  previews: { links: PreviewLinks; drafts: GhostDrafts } | null;
  /** Deadline reminders by email through Ghost's members; null without Ghost (the signup is not shown). */
  reminders: ReminderService | null;
}

export const siteContext = createContext<SiteRequestContext>();

export function getSiteContext(context: Readonly<RouterContextProvider>): SiteRequestContext {
  return context.get(siteContext);
}
