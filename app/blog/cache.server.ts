/**
 * Caching wrapper around a BlogSource, so a slow or failing CMS never breaks a page:
 *  - results are fresh for 5 minutes (STALE_TIME_MS); after that the stale copy is served at once
 *    while one background refresh runs (stale-while-revalidate);
 *  - a failed call is retried once (not for answers that cannot change, such as a bad key);
 *  - on failure the last good copy is served if there is one, otherwise an empty list or null;
 *  - after a failure, calls for uncached data fail fast for a short back-off instead of each waiting
 *    for the CMS to time out again;
 *  - concurrent requests for the same data share one call; the cache holds a bounded number of entries.
 * Nothing here throws to the caller.
 */
import {
  POST_READ_TIMEOUT_MS,
  STALE_TIME_MS,
  emptyPostPage,
  type BlogPost,
  type BlogSource,
  type BrowsePostsOptions,
  type PostPage,
  type Tag,
} from "./types";
import { log } from "../log.server";

export interface BlogHealth {
  /** The wrapped source's name: 'ghost' or 'files'. */
  source: string;
  /** False after a failed call until the next successful one. */
  ok: boolean;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastError: string | null;
  cachedEntries: number;
}

export interface CachedBlogSource extends BlogSource {
  health(): BlogHealth;
  /** Forget every cached result (tests, or an operator after editing content). */
  clear(): void;
  /**
   * Forget what a change in the CMS made wrong: these posts, and every list, tag and featured
   * answer (any of them may show the posts); without `posts`, everything. Loads already running
   * finish for their callers but are not kept, so nothing from before the change is cached after it.
   */
  invalidate(posts?: readonly string[]): void;
  /**
   * Goes up by one with every invalidate() or clear(): what is built from the blog's answers (the
   * search index) is rebuilt when it changes.
   */
  readonly generation: number;
}

export interface BlogCacheOptions {
  staleTimeMs?: number;
  /** Extra attempts after a failure (SPEC: one retry). */
  retries?: number;
  retryDelayMs?: number;
  /** Each attempt fails after this long, whatever the source does (SPEC: 10000 ms). */
  attemptTimeoutMs?: number;
  /** After a failure, uncached calls return the empty answer without calling the source for this long. */
  failureBackoffMs?: number;
  maxEntries?: number;
  now?: () => number;
  logger?: Pick<Console, "warn">;
}

interface Entry {
  value: unknown;
  fetchedAt: number;
}

/** Rejects with 'Operation timed out after {n}ms' when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Operation timed out after ${ms}ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Errors may say they are final (e.g. GhostApiError for a 401); those are not retried. */
function isRetryable(error: unknown): boolean {
  return !(typeof error === "object" && error !== null && "retryable" in error && error.retryable === false);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createCachedBlogSource(source: BlogSource, options: BlogCacheOptions = {}): CachedBlogSource {
  const staleTimeMs = options.staleTimeMs ?? STALE_TIME_MS;
  const retries = options.retries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 300;
  const attemptTimeoutMs = options.attemptTimeoutMs ?? POST_READ_TIMEOUT_MS;
  const failureBackoffMs = options.failureBackoffMs ?? 15_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? log;

  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  let lastSuccessAt: number | null = null;
  let lastFailureAt: number | null = null;
  let lastError: string | null = null;
  let generation = 0;

  const failing = () => lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt > lastSuccessAt);
  const inBackoff = () => failing() && lastFailureAt !== null && now() - lastFailureAt < failureBackoffMs;

  function remember(key: string, value: unknown) {
    entries.delete(key);
    entries.set(key, { value, fetchedAt: now() });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  async function attempt<T>(load: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      try {
        return await withTimeout(Promise.resolve().then(load), attemptTimeoutMs);
      } catch (error) {
        if (tries >= retries || !isRetryable(error)) throw error;
        await sleep(retryDelayMs);
      }
    }
  }

  /** One shared call per key; records the outcome for health and caches successes. */
  function refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const startedIn = generation;
    const call: Promise<T> = attempt(load)
      .then((value) => {
        // Loaded before an invalidation: right for this caller, perhaps not for the next one.
        if (startedIn === generation) remember(key, value);
        lastSuccessAt = now();
        return value;
      })
      .catch((error: unknown) => {
        if (!failing())
          logger.warn(
            `[blog] ${source.name} source failed (${errorMessage(error)}); serving cached copies or empty results`,
          );
        lastFailureAt = now();
        lastError = errorMessage(error);
        throw error;
      })
      .finally(() => {
        if (inFlight.get(key) === call) inFlight.delete(key);
      });
    inFlight.set(key, call);
    return call;
  }

  /**
   * The cached value for `key` (refreshed in the background when stale), else a fresh load, else
   * `fallback`. `onStaleAfterFailure` marks a copy served because its refresh failed.
   */
  async function cached<T>(
    key: string,
    load: () => Promise<T>,
    fallback: () => T,
    onStaleAfterFailure?: (value: T) => T,
  ): Promise<T> {
    const entry = entries.get(key);
    if (entry) {
      // Keep recently used entries at the young end of the map (least-recently-used eviction).
      entries.delete(key);
      entries.set(key, entry);
      const value = entry.value as T;
      if (now() - entry.fetchedAt < staleTimeMs) return value;
      if (!inBackoff()) refresh(key, load).catch(() => undefined);
      const refreshFailed = lastFailureAt !== null && lastFailureAt >= entry.fetchedAt && failing();
      return refreshFailed && onStaleAfterFailure ? onStaleAfterFailure(value) : value;
    }
    if (inBackoff()) return fallback();
    try {
      return await refresh(key, load);
    } catch {
      return fallback();
    }
  }

  function forgetAll() {
    entries.clear();
    inFlight.clear();
    generation += 1;
  }

  return {
    name: source.name,

    browsePosts(options: BrowsePostsOptions): Promise<PostPage> {
      const normalized = {
        limit: options.limit,
        page: options.page,
        tag: options.filter?.tag ?? null,
        featured: options.filter?.featured ?? null,
        body: options.withBody === true,
      };
      return cached(
        `posts:${JSON.stringify(normalized)}`,
        () => source.browsePosts(options),
        () => ({
          ...emptyPostPage(Math.max(1, Math.floor(options.page) || 1), options.limit),
          degraded: "unavailable" as const,
        }),
        (page) => ({ ...page, degraded: "stale" as const }),
      );
    },

    readPost(slug: string): Promise<BlogPost | null> {
      return cached(
        `post:${slug}`,
        () => source.readPost(slug),
        () => null,
      );
    },

    browseTags(): Promise<Tag[]> {
      return cached(
        "tags",
        () => source.browseTags(),
        () => [],
      );
    },

    readTag(slug: string): Promise<Tag | null> {
      return cached(
        `tag:${slug}`,
        () => source.readTag(slug),
        () => null,
      );
    },

    featuredPosts(limit?: number): Promise<BlogPost[]> {
      return cached(
        `featured:${limit ?? "default"}`,
        () => source.featuredPosts(limit),
        () => [],
      );
    },

    health(): BlogHealth {
      const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
      return {
        source: source.name,
        ok: !failing(),
        lastSuccessAt: iso(lastSuccessAt),
        lastFailureAt: iso(lastFailureAt),
        lastError,
        cachedEntries: entries.size,
      };
    },

    clear: forgetAll,

    invalidate(posts) {
      if (posts === undefined) return forgetAll();
      const changed = new Set(posts.map((slug) => `post:${slug}`));
      for (const key of entries.keys()) {
        if (!key.startsWith("post:") || changed.has(key)) entries.delete(key);
      }
      for (const key of inFlight.keys()) {
        if (!key.startsWith("post:") || changed.has(key)) inFlight.delete(key);
      }
      generation += 1;
    },

    get generation() {
      return generation;
    },
  };
}
