import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { ALL_BRANDS } from "../../app/brands";

export { ALL_BRANDS };

export { STATIC_ROUTES, withBrand } from "../support/routes";

/** HTML-escaped text as React renders it into server HTML. */
export function htmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Sets the theme choice before any page script runs, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
}

/** Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = "") {
  const results = await new AxeBuilder({ page })
    // Only violations are read; not collecting every passing node makes each run faster. (options()
    // replaces what withTags() set, so it comes first.)
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `axe violations ${context}`).toEqual([]);
}

/**
 * axe in both themes on one load: the page (opened in the light theme) is checked, switched to dark
 * with the theme switch in the top bar, as a visitor would, and checked again. Run it with reduced motion,
 * so no colour is read mid-transition.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, context = "") {
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await expectNoAxeViolations(page, `${context} (light)`);
  await page.locator('[data-theme-option="dark"]').filter({ visible: true }).first().click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  // Colours still easing to the dark palette would be read mid-way: wait until every transition ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
  await expectNoAxeViolations(page, `${context} (dark)`);
}

/** Collects uncaught page errors and console errors so tests can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Goes to a page and waits until React has hydrated it, so clicks and keys reach the app. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Installs Playwright's fake clock and stops it, so timers only advance through `page.clock.runFor`.
 * Call before navigating.
 */
export async function freezeClock(page: Page) {
  const start = new Date("2026-11-21T15:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/**
 * Shows a page as a browser without JavaScript renders it, in a page that can still run axe (which
 * cannot run where scripts are off): the site's scripts are taken out of the HTML, `<noscript>` content
 * is shown, and the stylesheet's `@media (scripting: none)` rules apply. Use a fresh page for it.
 */
export async function openAsWithoutJavaScript(page: Page, url: string) {
  await page.route(
    (target) => target.pathname.endsWith(".css"),
    async (route) => {
      const response = await route.fetch();
      const css = (await response.text()).replaceAll(/@media\s*\(\s*scripting\s*:\s*none\s*\)/g, "@media all");
      await route.fulfill({ response, body: css });
    },
  );
  await page.route(
    () => true,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = (await response.text())
        .replaceAll(/<script\b[\s\S]*?<\/script>/g, "")
        .replaceAll(/<\/?noscript>/g, "");
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(url);
  await expect(page.locator("html")).not.toHaveAttribute("data-theme");
}
