import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Request } from "@playwright/test";
import { ALL_BRANDS } from "../../app/brands";

export { ALL_BRANDS };

export { STATIC_ROUTES, withBrand } from "../support/routes";

/**
 * A phone on a slow connection: every script file the page asks for arrives `delayMs` late, so what
 * shows until then is the server's HTML and its inline scripts.
 */
export async function holdBackScripts(page: Page, delayMs = 5_000) {
  await page.route(
    (url) => url.pathname.endsWith(".js"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue().catch(() => undefined); // the page may have moved on meanwhile
    },
  );
}

/** HTML-escaped text as React renders it into server HTML. */
export function htmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Sets the theme choice before any page script runs, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: "light" | "dark") {
  await page.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
}

/**
 * Lays out what `content-visibility: auto` leaves until it nears the screen (the home page's lower
 * sections, page sections, the footer). Tools that read the rendering see only what is laid out: axe
 * would take the colours behind skipped text for the page's, `innerText` leaves it out.
 */
export function layOutSkippedContent(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
}

/** Runs axe with the WCAG 2.2 A/AA rules and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context = "") {
  await layOutSkippedContent(page);
  const results = await new AxeBuilder({ page })
    // One axe.run in the page. The default runs axe in every frame and then opens a blank page to merge
    // the results, which makes a scan cost about twice as much. The only frames are videos embedded in
    // blog posts from other sites: the <iframe> element (its title) is still checked, what is inside
    // it is not ours to fix.
    .setLegacyMode(true)
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
  await waitForAnimationsToEnd(page);
  await expectNoAxeViolations(page, `${context} (dark)`);
}

/** Collects uncaught page errors and console errors so tests can assert there were none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  // A 404 page is the answer asked for, not an error in the page: its document, or its data when the
  // router draws it again (back to it). Any other failed request is an error.
  const notFoundPages = new Set<string>();
  page.on("response", (response) => {
    if (response.request().isNavigationRequest() && response.status() === 404)
      notFoundPages.add(new URL(response.url()).pathname);
  });
  const isPageAnswer = (url: string) =>
    URL.canParse(url) && notFoundPages.has(new URL(url).pathname.replace(/\.data$/, ""));
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    if (message.text().startsWith("Failed to load resource") && isPageAnswer(url)) return;
    errors.push(`console: ${message.text()}${url ? ` (${url})` : ""}`);
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
      const css = (await response.text()).replaceAll(
        /@media\s*\(\s*scripting\s*:\s*none\s*\)/g,
        "@media all",
      );
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

/**
 * Waits until no CSS transition or animation is running: in the whole document, or in `scope` and the
 * elements inside it.
 */
export async function waitForAnimationsToEnd(scope: Page | Locator) {
  if ("goto" in scope) {
    await scope.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== "running"),
    );
    return;
  }
  await expect
    .poll(() =>
      scope.evaluate((element) =>
        element.getAnimations({ subtree: true }).every((animation) => animation.playState !== "running"),
      ),
    )
    .toBe(true);
}

/**
 * Waits until the browser has rendered a frame and then had nothing left to do: every task, timer,
 * render and idle callback the page queued before this call has run (idle callbacks run in order, and
 * only when no other work is waiting).
 */
export async function waitForIdle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestIdleCallback(() => resolve()))),
  );
}

/** Waits until the page has rendered a frame (style, layout, intersection observers) as it is now. */
export async function waitForFrame(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Follows the page's requests from now on, so a test can wait until the page has finished what it was
 * doing before it asserts that something did not happen. Call it before the page loads.
 */
export function followRequests(page: Page) {
  const inFlight = new Map<Request, Promise<void>>();
  const done = new Map<Request, () => void>();
  page.on("request", (request) => {
    inFlight.set(request, new Promise<void>((resolve) => done.set(request, resolve)));
  });
  const end = (request: Request) => {
    done.get(request)?.();
    done.delete(request);
    inFlight.delete(request);
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    /**
     * Waits until the page is at rest: no request in flight (but those `ignore` names, such as one a
     * test holds unanswered) and the browser idle after the last one ended, so whatever they started
     * (a script run, a render) has happened too.
     */
    async atRest({ ignore = () => false }: { ignore?: (request: Request) => boolean } = {}) {
      for (;;) {
        await waitForIdle(page);
        const waiting = [...inFlight].filter(([request]) => !ignore(request)).map(([, ended]) => ended);
        if (waiting.length === 0) return;
        await Promise.all(waiting);
      }
    },
  };
}

/**
 * Arms a wait for the element's next `scrollend` (its scrolling, smooth or not, has come to rest).
 * Call it before what scrolls the element, then await what it returns.
 */
export async function nextScrollEnd(scroller: Locator): Promise<() => Promise<void>> {
  await scroller.evaluate((element) => {
    const armed = element as Element & { scrollEnded?: Promise<void> };
    armed.scrollEnded = new Promise<void>((resolve) =>
      element.addEventListener("scrollend", () => resolve(), { once: true }),
    );
  });
  return () =>
    scroller.evaluate((element) => (element as Element & { scrollEnded?: Promise<void> }).scrollEnded);
}
