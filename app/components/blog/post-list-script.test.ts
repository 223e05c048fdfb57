// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOAD_ERROR_TOASTS, NETWORK_ERROR_TOAST } from "~/blog/toasts";
import { TOAST_EVENT } from "~/shell/ui/toasts";
import { postListScript } from "./post-list-script";

/** A card as PostCard writes it: its picture in a `<noscript>`, or (the first of a page) as an image. */
const card = (slug: string, index: number) =>
  `<li class="list-none"><article data-testid="post-card" data-slug="${slug}"><h2><a href="/blog/${slug}">${slug}</a></h2><span data-lazy-image="">${
    index === 0
      ? `<img src="/images/${slug}.webp" alt="" fetchpriority="high">`
      : `<noscript><img src="/images/${slug}.webp" alt=""></noscript>`
  }</span></article></li>`;

/** A list as InfinitePostList writes it. */
const listHtml = (slugs: string[], next: number | null, kind = "posts") =>
  `<div data-post-list="" data-kind="${kind}" data-next-page="${next ?? ""}"><ul aria-label="Latest news" aria-busy="false">${slugs.map(card).join("")}</ul><div data-post-list-end="" aria-hidden="true"></div><p role="status" data-post-list-status="">${slugs.length} posts shown.</p><template data-post-list-skeletons=""><li data-testid="skeleton"></li><li data-testid="skeleton"></li></template>${next === null ? "" : `<template data-post-list-more=""><div><button type="button" data-testid="load-more" data-busy-text="Loading…"><span data-post-list-more-label="">Load more</span></button></div></template>`}</div>`;

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>News</title></head><body><main>${body}</main></body></html>`;

function start(html: string) {
  document.body.innerHTML = html;
  // As the page runs it: the serialised script, once the list is parsed.
  new Function(postListScript())();
}

const slugs = () => [...document.querySelectorAll("ul article")].map((a) => a.getAttribute("data-slug"));
const button = () => document.querySelector<HTMLButtonElement>("[data-testid=load-more]");
const status = () => document.querySelector("[data-post-list-status]")?.textContent;

function toastsHeard(): unknown[] {
  const heard: unknown[] = [];
  document.addEventListener(TOAST_EVENT, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("runPostLists (the news list's script)", () => {
  it("puts 'Load more' in the page; pressed, it appends the next page's new posts and focuses the first", async () => {
    // Nothing comes into view by itself here: the button loads, and pictures wait.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    let release!: (response: Response) => void;
    const fetched: string[] = [];
    vi.stubGlobal("fetch", (url: URL) => {
      fetched.push(url.search);
      return new Promise<Response>((resolve) => (release = resolve));
    });
    start(listHtml(["a", "b"], 2));
    expect(button()).not.toBeNull();
    expect(document.querySelector("template[data-post-list-more]")).toBeNull();
    button()!.click();
    expect(fetched).toEqual(["?page=2"]);
    expect(document.querySelectorAll("[data-testid=skeleton]")).toHaveLength(2);
    expect(document.querySelector("ul")!.getAttribute("aria-busy")).toBe("true");
    expect(status()).toBe("Loading more posts…");
    expect(button()!.textContent).toBe("Loading…");
    button()!.click(); // a second press while loading asks nothing more
    expect(fetched).toHaveLength(1);

    // The next page repeats "b" (a post published meanwhile moved it) and is the last.
    release(new Response(page(listHtml(["c", "d", "b"], null)), { status: 200 }));
    await vi.waitFor(() => expect(slugs()).toEqual(["a", "b", "c", "d"]));
    expect(document.querySelectorAll("[data-testid=skeleton]")).toHaveLength(0);
    expect(document.querySelector("ul")!.getAttribute("aria-busy")).toBe("false");
    expect(status()).toBe("4 posts shown.");
    expect(button()).toBeNull();
    expect(document.activeElement?.getAttribute("href")).toBe("/blog/c");
    // The new cards' pictures wait for the screen: in their <noscript> as text, as the server's page has
    // them (not as an image the parsed page made of it), or a lazy image without high priority.
    const holder = document.querySelector('article[data-slug="d"] [data-lazy-image]')!;
    expect(holder.querySelector("img")).toBeNull();
    expect(holder.querySelector("noscript")?.textContent).toBe('<img src="/images/d.webp" alt="">');
    const image = document.querySelector<HTMLImageElement>('article[data-slug="c"] img')!;
    expect([image.getAttribute("loading"), image.getAttribute("fetchpriority")]).toEqual(["lazy", null]);
  });

  it("a failed load says so (the topic's own words; offline, the network's) and the button tries again", async () => {
    const heard = toastsHeard();
    const answers = [
      () => Promise.resolve(new Response("", { status: 502 })),
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response(page(listHtml(["c"], 3, "tag-posts")), { status: 200 })),
    ];
    vi.stubGlobal("fetch", () => answers.shift()!());
    start(listHtml(["a", "b"], 2, "tag-posts"));
    button()!.click();
    await vi.waitFor(() => expect(heard).toEqual([LOAD_ERROR_TOASTS["tag-posts"]]));
    expect(slugs()).toEqual(["a", "b"]);
    expect(button()!.textContent).toBe("Load more");

    vi.stubGlobal("navigator", { onLine: false });
    button()!.click();
    await vi.waitFor(() => expect(heard).toEqual([LOAD_ERROR_TOASTS["tag-posts"], NETWORK_ERROR_TOAST]));
    vi.unstubAllGlobals();
    vi.stubGlobal("fetch", () => answers.shift()!());

    button()!.click();
    await vi.waitFor(() => expect(slugs()).toEqual(["a", "b", "c"]));
    expect(button()).not.toBeNull(); // page 3 is next
  });

  it("a page the server could not fill is a failure; a 404 ends the list without one", async () => {
    const heard = toastsHeard();
    const answers = [
      () =>
        Promise.resolve(new Response(page('<div data-testid="blog-empty">No posts</div>'), { status: 200 })),
      () => Promise.resolve(new Response("Not found", { status: 404 })),
    ];
    vi.stubGlobal("fetch", () => answers.shift()!());
    start(listHtml(["a"], 2));
    button()!.click();
    await vi.waitFor(() => expect(heard).toEqual([LOAD_ERROR_TOASTS.posts]));
    button()!.click();
    await vi.waitFor(() => expect(button()).toBeNull());
    expect(heard).toHaveLength(1);
    expect(status()).toBe("1 post shown.");
  });

  it("runs once per list, and a list without a next page has no button", () => {
    vi.stubGlobal("fetch", () => Promise.reject(new Error("not expected")));
    start(listHtml(["a"], null));
    new Function(postListScript())();
    expect(button()).toBeNull();
    expect(document.querySelectorAll("[data-post-list-running]")).toHaveLength(1);
  });
});
