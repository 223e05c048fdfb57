import { expect, test, type Page } from "@playwright/test";
import { SPEC_REDIRECTS, PAGE_REACT_RUNS } from "../support/routes";
import { gotoHydrated } from "./support";

/** Follows a path inside the site, as a link does: React Router's navigation, no page load. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate(
    (to) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
      ).__reactRouterDataRouter.navigate(to),
    path,
  );
}

test("old paths answer 301 with Location", async ({ request }) => {
  for (const [from, to] of SPEC_REDIRECTS) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()["location"], from).toBe(to);
  }
});

test("redirects keep the query string (and so the brand)", async ({ request }) => {
  const response = await request.get("/about?domain=brownco", { maxRedirects: 0 });
  expect(response.headers()["location"]).toBe("/about-us?domain=brownco");
});

test("in-app navigation to an old path lands on the new one and replaces the history entry", async ({
  page,
}) => {
  await page.goto("/services");
  // A page React runs, which follows links in-app.
  await gotoHydrated(page, PAGE_REACT_RUNS);
  const historyLength = await page.evaluate(() => history.length);
  await navigateInApp(page, "/about");
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The old path pushed one entry and the redirect replaced it: back goes to the page before.
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE_REACT_RUNS}$`));
});

test("every old path of the spec, followed inside the site, lands on its new page", async ({
  page,
  baseURL,
}) => {
  // Eighteen navigations and as many steps back, on a machine that may be busy.
  test.setTimeout(120_000);
  const from404 = page.getByRole("heading", { level: 1, name: /can’t find that page/ });
  await gotoHydrated(page, PAGE_REACT_RUNS);
  for (const [from, to] of SPEC_REDIRECTS) {
    await test.step(`${from} → ${to}`, async () => {
      await navigateInApp(page, from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(from404).toHaveCount(0);
      // The redirect took the old path's history entry: back is the page the visitor came from.
      await page.goBack();
      await expect(page).toHaveURL(`${baseURL}${PAGE_REACT_RUNS}`);
    });
  }
});

test("feed readers asking for / or the blog are sent to the feed, by a redirect no cache keeps", async ({
  request,
}) => {
  for (const path of ["/", "/blog", "/blog/some-post"]) {
    const response = await request.get(path, {
      maxRedirects: 0,
      headers: { "user-agent": "Feedly/1.0 (+http://www.feedly.com/fetcher.html; 3 subscribers)" },
    });
    // Temporary and private: a cache keyed on URL and host alone must never send browsers to the feed.
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"]).toBe("/rss.xml");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(response.headers()["vary"]).toMatch(/user-agent/i);
  }
  const browser = await request.get("/", { maxRedirects: 0 });
  expect(browser.status()).toBe(200);
  expect(browser.headers()["vary"]).toMatch(/user-agent/i);
  const otherPage = await request.get("/services", {
    maxRedirects: 0,
    headers: { "user-agent": "Feedly/1.0" },
  });
  expect(otherPage.status()).toBe(200);
});
