/**
 * What the site does when Ghost says the blog changed (server/api/blog-webhook.ts calls it):
 *  1. the blog cache forgets the changed posts and every list, tag and feed answer;
 *  2. the page cache drops every page that shows blog content, for every brand;
 *  3. site search re-reads the blog;
 *  4. a CDN in front, when one is configured (CDN_PURGE_URL), is told which addresses changed.
 * Steps 1 to 3 are in memory and done before Ghost gets its answer, so the next request anywhere
 * sees the change. Step 4 runs afterwards and never holds anything up: a failure is logged.
 */
import { changedPaths, showsBlogContent, type BlogChange } from "~/blog/changes";
import type { CachedBlogSource } from "~/blog/cache.server";
import type { BrandId } from "~/brands";
import { log } from "~/log.server";
import type { SearchService } from "~/search/service.server";
import { collectSitemapEntries } from "~/seo/sitemap";
import type { PageCache } from "~/delivery/page-cache.server";

/** How long a CDN's purge endpoint gets to answer. */
export const CDN_PURGE_TIMEOUT_MS = 10_000;

export interface CdnPurgeSettings {
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token: string | null;
}

/** The JSON body the purge URL receives (README, Operations). */
export interface CdnPurgeRequest {
  /** The Ghost event that caused it, e.g. "post.published". */
  event: string;
  /** Changed paths on the site, e.g. "/blog/a-post". */
  paths: string[];
  /** The same paths on every brand's own origin. */
  urls: string[];
}

export interface BlogChangeDeps {
  blog: CachedBlogSource;
  pageCache: PageCache | null;
  search: Pick<SearchService, "refresh">;
  cdnPurge: CdnPurgeSettings | null;
  siteUrls: Readonly<Record<BrandId, string>>;
  fetch?: typeof fetch;
  logger?: Pick<Console, "info" | "warn">;
}

export interface AppliedChange {
  /** Pages the site's page cache dropped. */
  droppedPages: number;
  /** Done when the CDN was told (or failed to be; never rejects). Resolved at once without a CDN. */
  purged: Promise<void>;
}

export type BlogChangeHandler = (change: BlogChange) => AppliedChange;

export function createBlogChangeHandler(deps: BlogChangeDeps): BlogChangeHandler {
  const doFetch = deps.fetch ?? fetch;
  const logger = deps.logger ?? log;

  async function everyBlogPath(): Promise<string[]> {
    const { entries } = await collectSitemapEntries(deps.blog);
    return entries.map((entry) => entry.path).filter((path) => path.startsWith("/blog/"));
  }

  async function purge(change: BlogChange, settings: CdnPurgeSettings): Promise<void> {
    try {
      const paths = changedPaths(change, change.kind === "everything" ? await everyBlogPath() : []);
      const origins = [...new Set(Object.values(deps.siteUrls))];
      const body: CdnPurgeRequest = {
        event: change.event,
        paths,
        urls: origins.flatMap((origin) => paths.map((path) => new URL(path, origin).href)),
      };
      const response = await doFetch(settings.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...(settings.token ? { Authorization: `Bearer ${settings.token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CDN_PURGE_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      logger.info(`[blog] CDN told to purge ${paths.length} paths after ${change.event}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn(
        `[blog] CDN purge after ${change.event} failed (${reason}); its copies expire on their own within 5 minutes`,
      );
    }
  }

  return (change) => {
    deps.blog.invalidate(change.kind === "posts" ? change.posts : undefined);
    const droppedPages = deps.pageCache?.drop(showsBlogContent) ?? 0;
    deps.search.refresh();
    const purged = deps.cdnPurge ? purge(change, deps.cdnPurge) : Promise.resolve();
    return { droppedPages, purged };
  };
}
