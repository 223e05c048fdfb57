import { expect, test } from "@playwright/test";

const REDIRECTS: [string, string][] = [
  ["/calculator", "/resources/tax-calculator"],
  ["/check-my-refund", "/resources/check-my-refund"],
  ["/tax-payment-center", "/resources/tax-payment-center"],
  ["/tax-prep-checklist", "/resources/tax-prep-checklist"],
  ["/tags", "/blog"],
  ["/tags/", "/blog"],
  ["/tag/news", "/blog"],
  ["/tag/news/", "/blog"],
  ["/industries/all", "/industries"],
  ["/book-a-meeting", "/schedule"],
  ["/book-a-meeting/", "/schedule"],
  ["/cometoyou", "/schedule"],
  ["/cometoyou/", "/schedule"],
  ["/home", "/"],
  ["/coming-soon", "/"],
  ["/about", "/about-us"],
  ["/terms", "/terms-of-service"],
  ["/services/personal-tax-preparation", "/services/personal-tax"],
];

test("old paths answer 301 with Location", async ({ request }) => {
  for (const [from, to] of REDIRECTS) {
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
  await page.goto("/contact");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const historyLength = await page.evaluate(() => history.length);
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter.navigate("/about"),
  );
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The old path pushed one entry and the redirect replaced it: back goes to /contact.
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
});

test("feed readers asking for / or the blog are sent to the feed, by a redirect no cache keeps", async ({ request }) => {
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
