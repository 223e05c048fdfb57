import { expect, test } from "@playwright/test";
import { PAGE_REACT_RUNS } from "../support/routes";
import { collectErrors, followRequests, gotoHydrated, waitForIdle } from "./support";

// A second server with every third-party id configured (see playwright.config.ts).
const THIRD_PARTY_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const THIRD_PARTY_HOSTS =
  /googletagmanager\.com|google-analytics\.com|speedcurve\.com|tawk\.to|jsdelivr\.net/;

test("scripts load only when configured", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => THIRD_PARTY_HOSTS.test(request.url()) && requested.push(request.url()));
  const requests = followRequests(page);
  await gotoHydrated(page, "/");
  // No fixed wait: the scripts would load once the page is loaded and idle; wait until it has done all it does.
  await requests.atRest();
  expect(requested).toEqual([]);
});

test("a draft preview's address loads no third-party script, where every other page loads them all", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => THIRD_PARTY_HOSTS.test(request.url()) && requested.push(request.url()));
  const requests = followRequests(page);
  await page.route(THIRD_PARTY_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  // This server has no Ghost, so the link answers the 404 page: the address alone decides.
  for (const path of [
    "/blog/preview/6650f1c2a4b8e90012345678?expires=1&signature=x",
    "/p/0b5e9e2c-3f4a-4b6c-8d7e-9f0a1b2c3d4e/",
  ]) {
    const response = await page.goto(THIRD_PARTY_ORIGIN + path);
    expect(response?.headers()["content-security-policy"], path).not.toMatch(THIRD_PARTY_HOSTS);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("load");
    // No fixed wait: the scripts would load once the page is loaded and idle; wait until it has done all it does.
    await requests.atRest();
    expect(requested, path).toEqual([]);
  }
  // The control: the home page of the same site asks for every one of them.
  await page.goto(THIRD_PARTY_ORIGIN + "/");
  await expect(page.locator("html")).toHaveAttribute("data-third-party-chat-widget", "loaded");
  expect(requested.length).toBeGreaterThanOrEqual(4);
});

test("every page works when all third-party hosts are unreachable", async ({ page }) => {
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.route(THIRD_PARTY_HOSTS, (route) => route.abort("addressunreachable"));
  for (const path of ["/", "/services", "/contact", "/resources/tax-calculator"]) {
    const response = await page.goto(THIRD_PARTY_ORIGIN + path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-third-party-tag-manager", "failed");
    await expect(page.locator("html")).toHaveAttribute("data-third-party-chat-widget", "failed");
    await expect(page.locator("html")).toHaveAttribute("data-third-party-analytics", "failed");
    await expect(page.locator("html")).toHaveAttribute("data-third-party-speed-measurement", "failed");
    // The page stays interactive.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }).click();
    await expect(page.locator("#menu-services")).toBeVisible();
  }
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  expect(warnings.some((w) => w.includes("[third-party] tag manager did not load"))).toBe(true);
});

test("the chat widget is given only settings its vendor documents", async ({ page }) => {
  await page.route(THIRD_PARTY_HOSTS, (route) => route.abort("addressunreachable"));
  await page.goto(THIRD_PARTY_ORIGIN + "/");
  await expect(page.locator("html")).toHaveAttribute("data-third-party-chat-widget", "failed");
  // Tawk.to's JavaScript API (developer.tawk.to/jsapi): what a page may set before its script arrives.
  const documented = ["autoStart", "customStyle", "visitor"];
  const given = await page.evaluate(() => Object.keys((window as { Tawk_API?: object }).Tawk_API ?? {}));
  expect(given.filter((name) => !documented.includes(name) && !name.startsWith("on"))).toEqual([]);
});

test("a third-party script that hangs times out (tag manager 10 s, chat 15 s) with only a warning", async ({
  page,
}) => {
  await page.clock.install();
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  // Never answer: the request hangs until the page gives up on it.
  await page.route(THIRD_PARTY_HOSTS, () => {});
  await page.goto(THIRD_PARTY_ORIGIN + "/");
  await page.waitForLoadState("load");
  await page.clock.runFor(1_000);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll("script[src*='tawk.to']").length))
    .toBe(1);
  await page.clock.runFor(9_500);
  await expect(page.locator("html")).toHaveAttribute("data-third-party-tag-manager", "failed");
  await expect(page.locator("html")).not.toHaveAttribute("data-third-party-chat-widget", "failed");
  await page.clock.runFor(5_000);
  await expect(page.locator("html")).toHaveAttribute("data-third-party-chat-widget", "failed");
  expect(warnings.some((w) => w.includes("chat widget did not load: timed out after 15000ms"))).toBe(true);
  expect(errors).toEqual([]);
});

test("the CSP allows exactly the configured third-party hosts", async ({ request }) => {
  const plain = (await request.get("/")).headers()["content-security-policy"]!;
  expect(plain).not.toMatch(THIRD_PARTY_HOSTS);
  const configured = (await request.get(THIRD_PARTY_ORIGIN + "/")).headers()["content-security-policy"]!;
  expect(configured).toContain("https://www.googletagmanager.com");
  expect(configured).toContain("https://embed.tawk.to");
});

/**
 * Stand-ins for the vendors' scripts: like gtag.js and gtm.js they read what the page queued in
 * `dataLayer` and everything pushed later. The analytics one keeps gtag's commands (the `arguments`
 * objects), the tag manager one the data-layer events.
 */
const ANALYTICS_STAND_IN = `(() => {
  const commands = (window.recordedGtag = []);
  const isCommand = (entry) => Object.prototype.toString.call(entry) === "[object Arguments]";
  const layer = window.dataLayer;
  const take = (entry) => { if (isCommand(entry)) commands.push(Array.from(entry)); };
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(take); return push(...entries); };
})();`;
const TAG_MANAGER_STAND_IN = `(() => {
  const events = (window.recordedTagManagerEvents = []);
  const layer = window.dataLayer;
  const take = (entry) => { if (entry && typeof entry.event === "string") events.push(entry); };
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(take); return push(...entries); };
})();`;

function standInFor(url: string): string {
  if (url.includes("/gtag/js")) return ANALYTICS_STAND_IN;
  if (url.includes("/gtm.js")) return TAG_MANAGER_STAND_IN;
  return "";
}

type Gtag = Array<unknown>;

test("analytics records one page view per page seen, client-side page changes included, none twice; the tag manager gets page changes", async ({
  page,
}) => {
  const errors = collectErrors(page);
  // A page React runs (a news link too long to be a post's): its links are followed in-app.
  const START = PAGE_REACT_RUNS;
  await page.route(THIRD_PARTY_HOSTS, (route) =>
    route.fulfill({ contentType: "text/javascript", body: standInFor(route.request().url()) }),
  );
  await gotoHydrated(page, THIRD_PARTY_ORIGIN + START);
  await expect(page.locator("html")).toHaveAttribute("data-third-party-analytics", "loaded");
  await expect(page.locator("html")).toHaveAttribute("data-third-party-tag-manager", "loaded");
  const gtag = () => page.evaluate(() => (window as unknown as { recordedGtag: Gtag[] }).recordedGtag);
  const pageViews = async () =>
    (await gtag())
      .filter((command) => command[0] === "event" && command[1] === "page_view")
      .map((command) => command[2]);
  const pageChanges = () =>
    page.evaluate(() =>
      (
        window as unknown as { recordedTagManagerEvents: Array<{ event: string }> }
      ).recordedTagManagerEvents.filter((entry) => entry.event === "page_change"),
    );

  const commands = await gtag();
  expect(commands[0]?.[0]).toBe("js");
  expect(commands[1]).toEqual(["config", "G-TEST12345", { send_page_view: false }]);
  const startTitle = await page.title();
  await expect
    .poll(pageViews)
    .toEqual([{ page_location: `${THIRD_PARTY_ORIGIN}${START}`, page_title: startTitle }]);

  // A page change inside the site (no new document): one more page view, the previous page as referrer.
  const documentMarker = await page.evaluate(
    () => ((window as unknown as { marker: number }).marker = Math.random()),
  );
  await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.title()).not.toBe(startTitle);
  const privacyTitle = await page.title();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(documentMarker);
  await expect.poll(pageViews).toEqual([
    { page_location: `${THIRD_PARTY_ORIGIN}${START}`, page_title: startTitle },
    {
      page_location: `${THIRD_PARTY_ORIGIN}/privacy-policy`,
      page_title: privacyTitle,
      page_referrer: `${THIRD_PARTY_ORIGIN}${START}`,
    },
  ]);

  // Back to the first page: seen again, counted again; a jump within the page is not a page.
  await page.goBack();
  await expect(page).toHaveURL(`${THIRD_PARTY_ORIGIN}${START}`);
  await expect.poll(async () => (await pageViews()).length).toBe(3);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("hashchange", () => resolve(), { once: true });
        window.location.hash = "main";
      }),
  );
  // No fixed wait: the router has seen the jump and the page has rendered and run its effects since.
  await waitForIdle(page);
  const views = await pageViews();
  expect(views.map((view) => (view as { page_location: string }).page_location)).toEqual([
    `${THIRD_PARTY_ORIGIN}${START}`,
    `${THIRD_PARTY_ORIGIN}/privacy-policy`,
    `${THIRD_PARTY_ORIGIN}${START}`,
  ]);
  expect(await pageChanges()).toEqual([
    {
      event: "page_change",
      page_path: "/privacy-policy",
      page_location: `${THIRD_PARTY_ORIGIN}/privacy-policy`,
      page_title: privacyTitle,
    },
    {
      event: "page_change",
      page_path: START,
      page_location: `${THIRD_PARTY_ORIGIN}${START}`,
      page_title: startTitle,
    },
  ]);
  expect(errors).toEqual([]);
});

test("with Global Privacy Control no analytics, tag manager, chat or speed measurement script loads, and the cookie page says so", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => THIRD_PARTY_HOSTS.test(request.url()) && requested.push(request.url()));
  const requests = followRequests(page);
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  await gotoHydrated(page, THIRD_PARTY_ORIGIN + "/");
  await expect(page.locator("html")).toHaveAttribute("data-third-party", "off: Global Privacy Control");
  await page.locator("footer").getByRole("link", { name: "Cookie Policy" }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole("heading", { name: "Global Privacy Control" })).toBeVisible();
  await expect(page.getByText(/sends the Global Privacy Control signal/)).toBeVisible();
  // No fixed wait: the scripts would load once the page is loaded and idle; wait until it has done all it does.
  await requests.atRest();
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => ({ dataLayer: window.dataLayer, gtag: typeof window.gtag }))).toEqual({
    dataLayer: undefined,
    gtag: "undefined",
  });
});
