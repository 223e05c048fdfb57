// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testPost } from "~/blog/test-support";
import type { BlogPost, PostPage } from "~/blog/types";
import { BRANDS, type BrandId } from "~/brands";
import { NO_POSTS_TEXT } from "~/components/home/LatestNews";
import { siteContext, type SiteRequestContext } from "~/request-context";
import { HOME_CONTENT } from "~/site/home";
import Home, { loader } from "./home";

afterEach(cleanup);

// jsdom has no layout: give the page the browser APIs its effects use, reporting nothing on screen.
beforeAll(() => {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

function post(n: number): BlogPost {
  return testPost(`post-${n}`, {
    id: `p${n}`,
    uuid: `u${n}`,
    title: `Post number ${n}`,
    created_at: "2026-03-01T12:00:00.000Z",
    published_at: "2026-03-01T12:00:00.000Z",
    custom_excerpt: `Excerpt ${n}.`,
    reading_time: 3,
    primary_author: {
      id: "a",
      name: "The Dresden Tax Team",
      profile_image: null,
      bio: null,
      website: null,
      slug: "team",
    },
  });
}

function page(posts: BlogPost[], degraded?: PostPage["degraded"]): PostPage {
  return {
    posts,
    pagination: { page: 1, limit: 3, pages: 1, total: posts.length, next: null, prev: null },
    ...(degraded ? { degraded } : {}),
  };
}

/** Renders the home route as the app does: under a root route with the brand, running the real loader. */
async function renderHome(brandId: BrandId, browsePosts: () => Promise<PostPage>, brand = BRANDS[brandId]) {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    brand: { id: brandId, fromQuery: false },
    siteUrl: `https://${brand.domain}`,
    inlineMarker: "test",
    allowIndexing: false,
    schedulerUrl: null,
    services: { blog: { browsePosts } },
  } as unknown as SiteRequestContext);
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ brand, brandFromQuery: false, siteUrl: `https://${brand.domain}` }),
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        children: [{ index: true, loader: loader as never, Component: Home as never }],
      },
    ],
    context,
  );
  render(<Stub initialEntries={["/"]} />);
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
  // The contact section is the last of the page.
  await screen.findByRole("region", { name: HOME_CONTENT[brandId].contact.title }, { timeout: 15_000 });
}

function newsSection(): HTMLElement {
  return screen.getByRole("region", { name: HOME_CONTENT.dresdentax.news.title });
}

describe("home route", () => {
  it("asks the blog for the three newest posts and shows them", async () => {
    const browsePosts = vi.fn(async () => page([post(1), post(2), post(3)]));
    await renderHome("dresdentax", browsePosts);
    expect(browsePosts).toHaveBeenCalledWith({ limit: 3, page: 1 });
    const titles = within(newsSection())
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(["Post number 1", "Post number 2", "Post number 3"]);
    expect(within(newsSection()).queryByText(NO_POSTS_TEXT)).toBeNull();
  });

  it("never shows more than three posts, whatever the source returns", async () => {
    await renderHome("dresdentax", async () => page([post(1), post(2), post(3), post(4)]));
    expect(within(newsSection()).getAllByTestId("post-card")).toHaveLength(3);
  });

  it.each([
    ["there are no posts", undefined],
    ["the blog source is down", "unavailable" as const],
  ])("says so calmly when %s, and the rest of the page is intact", async (_case, degraded) => {
    await renderHome("dresdentax", async () => page([], degraded));
    const news = newsSection();
    expect(within(news).getByText(NO_POSTS_TEXT)).toBeTruthy();
    expect(within(news).queryAllByTestId("post-card")).toHaveLength(0);
    expect(
      within(news)
        .getByRole("link", { name: /Read all news/ })
        .getAttribute("href"),
    ).toBe("/blog");
    expect(screen.getByRole("region", { name: HOME_CONTENT.dresdentax.contact.title })).toBeTruthy();
  });

  it("renders the brand's own hero, value cards and contact phone", async () => {
    // A line of its own, as content/firm.yaml `own_phone_lines` would give the brand.
    const payroll = BRANDS.payroll;
    const ownLine = { display: "(740) 555-0123", tel: "+17405550123" };
    await renderHome("payroll", async () => page([]), {
      ...payroll,
      contact: { ...payroll.contact, contactSectionPhone: ownLine },
    });
    const content = HOME_CONTENT.payroll;
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(content.heading);
    for (const card of content.valueCards)
      expect(screen.getByRole("heading", { level: 3, name: card.title })).toBeTruthy();
    const contact = screen.getByRole("region", { name: content.contact.title });
    expect(within(contact).getByRole("link", { name: ownLine.display }).getAttribute("href")).toBe(
      `tel:${ownLine.tel}`,
    );
  });
});
