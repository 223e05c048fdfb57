import { expect, test } from "@playwright/test";
import { freezeClock, gotoHydrated } from "./support";

test("unknown paths answer 404 with reasons, a countdown and ways forward", async ({ page }) => {
  await freezeClock(page);
  const response = await gotoHydrated(page, "/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("can’t find that page");
  await expect(page.getByText("This can happen when:")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home Now" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
  await expect(page.getByTestId("countdown")).toContainText("5 seconds");

  await page.clock.runFor(2_000);
  await expect(page.getByTestId("countdown")).toContainText("3 seconds");
  await page.clock.runFor(3_100);
  // The way home loads the home page's code and data, which may itself wait on timers: keep time moving.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return new URL(page.url()).pathname;
    })
    .toBe("/");
  await expect(page.getByTestId("countdown")).toHaveCount(0);
});

test("the 404 keeps the site shell and the visitor's brand", async ({ page }) => {
  const response = await gotoHydrated(page, "/services/not-a-service?domain=brownco");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("data-brand", "brownco");
  await expect(page.getByRole("link", { name: "Return Home Now" })).toHaveAttribute(
    "href",
    "/?domain=brownco",
  );
  await expect(page.locator("footer")).toBeVisible();
});

test("HEAD and unknown nested paths are 404 too", async ({ request }) => {
  expect((await request.get("/industries/not-an-industry")).status()).toBe(404);
  expect((await request.get("/a/b/c")).status()).toBe(404);
  expect((await request.head("/nothing")).status()).toBe(404);
});
