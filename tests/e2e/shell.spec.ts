import { expect, test } from "@playwright/test";
import { PAGE_REACT_RUNS } from "../support/routes";
import { ALL_BRANDS, collectErrors, withBrand, gotoHydrated, freezeClock } from "./support";

test.describe("footer", () => {
  test("has every part of the spec for each brand", async ({ page }) => {
    for (const brand of ALL_BRANDS) {
      await gotoHydrated(page, withBrand("/services", brand.id));
      const footer = page.locator("footer");
      await expect(footer.getByRole("img", { name: brand.name })).toBeVisible();
      await expect(footer.getByText(brand.tagline)).toBeVisible();
      await expect(footer.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
        "href",
        brand.socialMedia.facebook,
      );
      await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
        "href",
        brand.socialMedia.linkedin,
      );
      await expect(footer.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
        "href",
        brand.socialMedia.instagram,
      );
      const industries = footer.getByRole("navigation", { name: "Industries" }).getByRole("link");
      await expect(industries).toHaveCount(8);
      await expect(industries.last()).toHaveText("View All");
      const locations = footer.getByRole("navigation", { name: "Locations" });
      await expect(locations.getByText("You are here")).toBeVisible();
      await expect(locations.getByRole("link", { name: /^https?:/ })).toHaveCount(0);
      await expect(locations.getByRole("link")).toHaveCount(9);
      await expect(footer.getByRole("link", { name: "(740) 754-0800" })).toBeVisible();
      await expect(footer.getByRole("link", { name: brand.contact.email })).toHaveAttribute(
        "href",
        `mailto:${brand.contact.email}`,
      );
      await expect(footer.getByText("Dresden, OH 43821")).toBeVisible();
      await expect(footer.getByText(/Pickerington, OH 43147/)).toBeVisible();
      for (const legal of ["Privacy Policy", "Terms of Service", "Cookie Policy", "Accessibility"]) {
        await expect(
          footer.getByRole("navigation", { name: "Legal" }).getByRole("link", { name: legal }),
        ).toBeVisible();
      }
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${brand.name}`)).toBeVisible();
      const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
      await expect(services).toHaveCount(8);
    }
  });

  test("the RSS link shows only on / and the blog", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("footer").getByRole("link", { name: /RSS/ })).toHaveAttribute(
      "href",
      "/rss.xml",
    );
    await gotoHydrated(page, "/blog");
    await expect(page.locator("footer").getByRole("link", { name: /RSS/ })).toBeVisible();
    await gotoHydrated(page, "/services");
    await expect(page.locator("footer").getByRole("link", { name: /RSS/ })).toHaveCount(0);
  });

  test("a third-party badge is moved into the footer after 2 s", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/contact");
    await page.evaluate(() => {
      const badge = document.createElement("div");
      badge.setAttribute("data-third-party-badge", "");
      badge.textContent = "Reviews badge";
      document.body.append(badge);
    });
    await page.clock.runFor(1_500);
    await expect(page.getByTestId("footer-badge-slot").getByText("Reviews badge")).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(page.getByTestId("footer-badge-slot").getByText("Reviews badge")).toBeVisible();
  });
});

test.describe("page changes", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("scroll to the top and fade in; no fade under reduced motion", async ({ page }) => {
    // From a page React runs: the next page is drawn in-app.
    await gotoHydrated(page, PAGE_REACT_RUNS);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator("footer").getByRole("link", { name: "Retail" }).click();
    await expect(page).toHaveURL(/\/industries\/retail$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const animation = await page
      .locator("main")
      .evaluate((el) => getComputedStyle(el).animationName + " " + getComputedStyle(el).animationDuration);
    expect(animation).toBe("page-in 0.3s");
  });

  test("no fade on first load", async ({ page }) => {
    await gotoHydrated(page, "/about-us");
    expect(await page.locator("main").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("reduced motion turns the fade off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, PAGE_REACT_RUNS);
    await page.locator("footer").getByRole("link", { name: "Retail" }).click();
    await expect(page).toHaveURL(/\/industries\/retail$/);
    await expect(page.locator("main")).toHaveClass(/page-fade/);
    expect(await page.locator("main").evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("a page without React fetches the page behind a link the visitor points at, before the click", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, "/privacy-policy");
    const link = page.locator("footer").getByRole("link", { name: "Cookie Policy" });
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    // Speculation rules' "moderate" eagerness: a hover of 200 ms starts the fetch.
    await page.waitForTimeout(1_000);
    await link.click();
    await expect(page).toHaveURL(/\/cookies$/);
    const deliveryType = await page.evaluate(
      () =>
        (
          performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
            deliveryType: string;
          }
        ).deliveryType,
    );
    expect(deliveryType).toBe("navigational-prefetch");
    expect(errors).toEqual([]);
  });

  // A page without React is reached by an ordinary load, which the browser cross-fades (decision 010).
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`a page without React fades in over 300 ms as it loads (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      // What the new page's reveal brings: the transition's animations, once it is ready.
      await page.addInitScript(() => {
        addEventListener("pagereveal", (event) => {
          const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
          const record = (durations: unknown[]) =>
            sessionStorage.setItem(`reveal ${location.pathname}`, JSON.stringify(durations));
          if (!transition) record([]);
          else
            void transition.ready.then(() =>
              record(document.getAnimations().map((animation) => animation.effect?.getTiming().duration)),
            );
        });
      });
      await gotoHydrated(page, "/about-us");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      const durations = () => page.evaluate(() => sessionStorage.getItem("reveal /privacy-policy"));
      await expect.poll(durations).not.toBeNull();
      const animations = JSON.parse((await durations())!) as number[];
      if (reducedMotion === "reduce") expect(animations).toEqual([]);
      else expect(animations.length > 0 && animations.every((duration) => duration === 300)).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});

test("tooltips open after 700 ms and skip the delay within 300 ms", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await freezeClock(page);
  await gotoHydrated(page, "/services");
  const dark = page.locator('[data-theme-option="dark"]').first();
  const light = page.locator('[data-theme-option="light"]').first();
  await dark.hover();
  await page.clock.runFor(600);
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await page.clock.runFor(150);
  await expect(page.getByRole("tooltip")).toHaveText("Dark theme");
  await light.hover();
  await page.clock.runFor(50);
  const tooltip = page.getByRole("tooltip");
  await expect(tooltip).toHaveText("Light theme");
  await expect(light).toHaveAttribute("aria-describedby", (await tooltip.getAttribute("id"))!);
  // Drawn over what is around it (the sticky bar under the top bar once covered it).
  expect(
    await tooltip.evaluate((element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      element.style.pointerEvents = "auto"; // hit-testing skips it otherwise
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      element.style.pointerEvents = "";
      return element.contains(top);
    }),
  ).toBe(true);
  await page.mouse.move(640, 600);
  await expect(tooltip).toHaveCount(0);
  await expect(light).not.toHaveAttribute("aria-describedby");
});

test("skip link moves focus to the main content", async ({ page }) => {
  await gotoHydrated(page, "/services");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("pages are ready (hydrated, or marked by the head's script without React) without errors", async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const path of [
    "/resources/tax-calculator",
    "/",
    "/services",
    "/contact",
    "/no-such-page",
    PAGE_REACT_RUNS,
  ]) {
    await gotoHydrated(page, path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
});

test("scripts are fetched only after the page has loaded and painted, then hydrate it", async ({ page }) => {
  // The pages that load React: those answered with an error status.
  for (const path of ["/no-such-page", "/no-such-page?domain=brownco", PAGE_REACT_RUNS]) {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html, path).not.toContain('<link rel="modulepreload"');
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const timing = await page.evaluate(async () => {
      const largestPaints = await new Promise<PerformanceEntryList>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
      return {
        load: navigation.loadEventEnd,
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        largestPaint: largestPaints.at(-1)?.startTime ?? Infinity,
        scripts: scripts.length,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(timing.scripts, path).toBeGreaterThan(3);
    expect(timing.firstScript, path).toBeGreaterThanOrEqual(timing.load);
    expect(timing.firstScript, path).toBeGreaterThan(timing.firstPaint);
    expect(timing.firstScript, path).toBeGreaterThan(timing.largestPaint);
  }
});
