import { expect, test } from "@playwright/test";
import { collectErrors } from "./support";

// A second server with every third-party id configured (see playwright.config.ts).
const THIRD_PARTY_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const THIRD_PARTY_HOSTS =
  /googletagmanager\.com|google-analytics\.com|speedcurve\.com|tawk\.to|jsdelivr\.net/;

test("scripts load only when configured", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => THIRD_PARTY_HOSTS.test(request.url()) && requested.push(request.url()));
  await page.goto("/");
  await page.waitForLoadState("load");
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
});

test("a draft preview's address loads no third-party script, where every other page loads them all", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => THIRD_PARTY_HOSTS.test(request.url()) && requested.push(request.url()));
  await page.route(THIRD_PARTY_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }));
  // This server has no Ghost, so the link answers the 404 page: the address alone decides.
  for (const path of ["/blog/preview/6650f1c2a4b8e90012345678?expires=1&signature=x", "/p/0b5e9e2c-3f4a-4b6c-8d7e-9f0a1b2c3d4e/"]) {
    const response = await page.goto(THIRD_PARTY_ORIGIN + path);
    expect(response?.headers()["content-security-policy"], path).not.toMatch(THIRD_PARTY_HOSTS);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("load");
    await page.waitForTimeout(1_000);
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
