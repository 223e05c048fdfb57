import { describe, expect, it, vi } from "vitest";
import { createCachedBlogSource, withTimeout } from "./cache.server";
import { testPost } from "./test-support";
import { paginate, type BlogSource, type PostPage, type Tag } from "./types";

const post = (slug: string) => testPost(slug);

/** A source whose behaviour the test switches: working, failing, hanging, or failing for good. */
function fakeSource() {
  const state = { mode: "ok" as "ok" | "fail" | "hang" | "unauthorized", calls: 0, version: 1 };
  const act = async <T>(value: () => T): Promise<T> => {
    state.calls += 1;
    if (state.mode === "fail") throw new Error("connect ECONNREFUSED 127.0.0.1:2368");
    if (state.mode === "unauthorized")
      throw Object.assign(new Error("Ghost answered 401: Unknown Content API Key"), { retryable: false });
    if (state.mode === "hang") return new Promise<T>(() => undefined);
    return value();
  };
  const source: BlogSource = {
    name: "fake",
    browsePosts: ({ limit, page }) =>
      act((): PostPage => {
        const posts = [post(`p${state.version}-${page}`)];
        return { posts, pagination: paginate(page, limit, posts.length, 1) };
      }),
    readPost: (slug) => act(() => (slug === "missing" ? null : post(`${slug}`))),
    browseTags: () =>
      act((): Tag[] => [{ slug: "payroll", name: "Payroll", count: { posts: state.version } }]),
    readTag: (slug) =>
      act((): Tag | null => (slug === "payroll" ? { slug, name: "Payroll", count: { posts: 1 } } : null)),
    featuredPosts: () => act(() => [post(`featured-${state.version}`)]),
  };
  return { source, state };
}

const quiet = { warn: () => undefined };

function setup(overrides: Parameters<typeof createCachedBlogSource>[1] = {}) {
  const clock = { now: 1_000_000 };
  const { source, state } = fakeSource();
  const cached = createCachedBlogSource(source, {
    retryDelayMs: 1,
    attemptTimeoutMs: 50,
    failureBackoffMs: 0,
    logger: quiet,
    now: () => clock.now,
    ...overrides,
  });
  return { cached, state, clock };
}

describe("withTimeout", () => {
  it("rejects with the SPEC's timeout message", async () => {
    await expect(withTimeout(new Promise(() => undefined), 20)).rejects.toThrow(
      "Operation timed out after 20ms",
    );
  });

  it("passes results through", async () => {
    await expect(withTimeout(Promise.resolve(7), 20)).resolves.toBe(7);
  });
});

describe("createCachedBlogSource", () => {
  it("serves fresh results from the cache for the stale time", async () => {
    const { cached, state, clock } = setup({ staleTimeMs: 5 * 60 * 1000 });
    const first = await cached.readPost("a");
    clock.now += 4 * 60 * 1000;
    expect(await cached.readPost("a")).toBe(first);
    expect(state.calls).toBe(1);
  });

  it("serves the stale copy at once and refreshes it in the background", async () => {
    const { cached, state, clock } = setup({ staleTimeMs: 1000 });
    expect((await cached.browseTags())[0]?.count.posts).toBe(1);
    state.version = 2;
    clock.now += 2000;
    expect((await cached.browseTags())[0]?.count.posts).toBe(1); // stale copy, no waiting
    await vi.waitFor(() => expect(state.calls).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cached.browseTags())[0]?.count.posts).toBe(2);
  });

  it("shares one call between concurrent requests", async () => {
    const { cached, state } = setup();
    await Promise.all([cached.readPost("a"), cached.readPost("a"), cached.readPost("a")]);
    expect(state.calls).toBe(1);
  });

  it("retries a failed call once", async () => {
    const { cached, state } = setup();
    state.mode = "fail";
    expect(await cached.readPost("a")).toBeNull();
    expect(state.calls).toBe(2);
  });

  it("does not retry answers that cannot change", async () => {
    const { cached, state } = setup();
    state.mode = "unauthorized";
    expect(await cached.browseTags()).toEqual([]);
    expect(state.calls).toBe(1);
    expect(cached.health().lastError).toBe("Ghost answered 401: Unknown Content API Key");
  });

  it("never throws: failures give empty lists and null", async () => {
    const { cached, state } = setup();
    state.mode = "fail";
    const page = await cached.browsePosts({ limit: 9, page: 2 });
    expect(page.posts).toEqual([]);
    expect(page.pagination).toMatchObject({ page: 2, limit: 9, next: null });
    expect(page.degraded).toBe("unavailable");
    expect(await cached.readPost("a")).toBeNull();
    expect(await cached.browseTags()).toEqual([]);
    expect(await cached.readTag("payroll")).toBeNull();
    expect(await cached.featuredPosts()).toEqual([]);
  });

  it("turns a hanging source into a timeout and an empty answer", async () => {
    const { cached, state } = setup({ attemptTimeoutMs: 30 });
    state.mode = "hang";
    const started = Date.now();
    expect(await cached.featuredPosts(3)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(cached.health()).toMatchObject({ ok: false, lastError: "Operation timed out after 30ms" });
  });

  it("serves the last good copy when the source fails, marked stale", async () => {
    const { cached, state, clock } = setup({ staleTimeMs: 1000 });
    const good = await cached.browsePosts({ limit: 9, page: 1 });
    state.mode = "fail";
    clock.now += 2000;
    // The first stale read triggers the (failing) refresh; later reads know it failed.
    await cached.browsePosts({ limit: 9, page: 1 });
    await vi.waitFor(() => expect(cached.health().ok).toBe(false));
    const served = await cached.browsePosts({ limit: 9, page: 1 });
    expect(served.posts).toEqual(good.posts);
    expect(served.degraded).toBe("stale");
  });

  it("caches 'not found' as an answer, not a failure", async () => {
    const { cached, state } = setup();
    expect(await cached.readPost("missing")).toBeNull();
    expect(await cached.readPost("missing")).toBeNull();
    expect(state.calls).toBe(1);
    expect(cached.health().ok).toBe(true);
  });

  it("fails fast during the back-off after a failure, then tries again", async () => {
    const { cached, state, clock } = setup({ failureBackoffMs: 10_000 });
    state.mode = "fail";
    await cached.readPost("a");
    const callsAfterFailure = state.calls;
    await cached.readPost("b");
    expect(state.calls).toBe(callsAfterFailure);
    state.mode = "ok";
    clock.now += 10_001;
    expect((await cached.readPost("b"))?.slug).toBe("b");
    expect(cached.health().ok).toBe(true);
  });

  it("reports health with the source name", async () => {
    const { cached } = setup();
    expect(cached.health()).toMatchObject({
      source: "fake",
      ok: true,
      lastSuccessAt: null,
      cachedEntries: 0,
    });
    await cached.readTag("payroll");
    expect(cached.health()).toMatchObject({ ok: true, cachedEntries: 1 });
    expect(cached.health().lastSuccessAt).toBe(new Date(1_000_000).toISOString());
  });

  it("keeps a bounded number of entries, evicting the least recently used", async () => {
    const { cached, state } = setup({ maxEntries: 2 });
    await cached.readPost("a");
    await cached.readPost("b");
    await cached.readPost("a"); // a is now the most recently used
    await cached.readPost("c"); // evicts b
    expect(cached.health().cachedEntries).toBe(2);
    const calls = state.calls;
    await cached.readPost("a");
    expect(state.calls).toBe(calls);
    await cached.readPost("b");
    expect(state.calls).toBe(calls + 1);
  });

  it("logs a warning once when the source starts failing", async () => {
    const warn = vi.fn();
    const { cached, state } = setup({ logger: { warn } });
    state.mode = "fail";
    await cached.readPost("a");
    await cached.readPost("b");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("fake source failed");
  });

  it("forgets a changed post and every list at once, and keeps other posts", async () => {
    const { cached, state } = setup();
    await cached.readPost("changed");
    await cached.readPost("other");
    const before = (await cached.browsePosts({ limit: 9, page: 1 })).posts[0]?.slug;
    await cached.browseTags();
    await cached.featuredPosts();
    expect(before).toBe("p1-1");
    const generation = cached.generation;

    state.version = 2;
    cached.invalidate(["changed"]);
    expect(cached.generation).toBe(generation + 1);
    const calls = state.calls;
    expect((await cached.browsePosts({ limit: 9, page: 1 })).posts[0]?.slug).toBe("p2-1");
    expect((await cached.browseTags())[0]?.count.posts).toBe(2);
    expect((await cached.featuredPosts())[0]?.slug).toBe("featured-2");
    await cached.readPost("changed");
    expect(state.calls).toBe(calls + 4);
    await cached.readPost("other"); // still cached
    expect(state.calls).toBe(calls + 4);

    cached.invalidate();
    await cached.readPost("other");
    expect(state.calls).toBe(calls + 5);
  });

  it("does not keep an answer that was loading when the CMS changed", async () => {
    const state = { version: 1 };
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started: () => void = () => undefined;
    const firstLoad = new Promise<void>((resolve) => (started = resolve));
    const slow: BlogSource = {
      ...fakeSource().source,
      browsePosts: async ({ limit, page }) => {
        const version = state.version;
        started();
        await gate;
        const posts = [post(`p${version}-${page}`)];
        return { posts, pagination: paginate(page, limit, 1, 1) };
      },
    };
    const racing = createCachedBlogSource(slow, { logger: quiet, retryDelayMs: 1, attemptTimeoutMs: 1_000 });
    const old = racing.browsePosts({ limit: 9, page: 1 });
    await firstLoad;
    state.version = 2;
    racing.invalidate(["x"]);
    // A request after the change does not join the load from before it.
    const fresh = racing.browsePosts({ limit: 9, page: 1 });
    release();
    expect((await old).posts[0]?.slug).toBe("p1-1");
    expect((await fresh).posts[0]?.slug).toBe("p2-1");
    expect((await racing.browsePosts({ limit: 9, page: 1 })).posts[0]?.slug).toBe("p2-1");
  });
});
