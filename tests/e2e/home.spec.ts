import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { BRANDS } from "../../app/brands";
import { MAIN_PHONE } from "../../app/brands/shared";
import { scrollEdges } from "../../app/components/home/motion";
import { HOME_CONTENT } from "../../app/site/home";
import { PAGE_REACT_RUNS } from "../support/routes";
import {
  ALL_BRANDS,
  collectErrors,
  expectNoAxeViolations,
  followRequests,
  freezeClock,
  gotoHydrated,
  nextScrollEnd,
  useTheme,
  waitForAnimationsToEnd,
  waitForFrame,
  waitForIdle,
  withBrand,
} from "./support";

const SECTION_ORDER = ["hero", "welcome", "services", "industries", "why", "connected", "news", "contact"];
const AUTO_ADVANCE_MS = 8_000;

function carousel(page: Page) {
  return page.getByTestId("hero-carousel");
}

function activeSlide(page: Page): Locator {
  return carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');
}

async function expectSlide(page: Page, n: number) {
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `${n} of 3`);
}

/** Moves the mouse to the top-left corner, away from every carousel. */
async function mouseAway(page: Page) {
  await page.mouse.move(2, 2);
}

/** Waits, advancing a frozen clock, until the count-up band (off-screen) has set its numbers to zero. */
async function statsWaitingAtZero(page: Page) {
  const first = page.locator("[data-stat-value]").first();
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return first.textContent();
    })
    .toBe("0+");
}

test.describe("home page structure", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: the ten sections in order, one h1, no errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await gotoHydrated(page, withBrand("/", brand.id));
      const sections = await page
        .locator("main [data-home-section]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-home-section")));
      expect(sections).toEqual(SECTION_ORDER);
      // Navigation before and footer after the page's own sections.
      const order = await page.evaluate(() => {
        const header = document.querySelector("header");
        const main = document.querySelector("main");
        const footer = document.querySelector("footer");
        const follows = (a: Element | null, b: Element | null) =>
          !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
        return { navFirst: follows(header, main), footerLast: follows(main, footer) };
      });
      expect(order).toEqual({ navFirst: true, footerLast: true });
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_CONTENT[brand.id].heading);
      await expect(page).toHaveTitle(`${HOME_CONTENT[brand.id].metaTitle} · ${brand.name}`);
      expect(errors).toEqual([]);
    });
  }

  test("without JavaScript every section is on the page, in order", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const brand of ALL_BRANDS) {
      await page.goto(withBrand("/", brand.id));
      for (const name of SECTION_ORDER) {
        await expect(
          page.locator(`main [data-home-section="${name}"]`),
          `${brand.id}: ${name}`,
        ).toBeVisible();
      }
      const order = await page
        .locator("main [data-home-section]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-home-section")));
      expect(order, brand.id).toEqual(SECTION_ORDER);
      await expect(page.getByRole("heading", { name: HOME_CONTENT[brand.id].heading })).toBeVisible();
    }
    await context.close();
  });

  test("Organization JSON-LD for the brand", async ({ page }) => {
    await gotoHydrated(page, withBrand("/", "brownco"));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = jsonLd
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "AccountingService");
    expect(organization).toMatchObject({
      name: "Brown & Co. Business Consulting",
      slogan: "Together We Win",
    });
  });
});

test.describe("hero carousel", () => {
  test.beforeEach(async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await mouseAway(page);
  });

  test("three labelled slides; only the current one is exposed; rotation control first in tab order", async ({
    page,
  }) => {
    const slides = carousel(page).locator('[role="group"][aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    await expect(slides.nth(0)).toHaveAttribute("aria-label", "1 of 3");
    await expect(slides.nth(2)).toHaveAttribute("aria-label", "3 of 3");
    await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
    await expectSlide(page, 1);
    // The others are hidden (visibility), so neither the keyboard nor a screen reader reaches them.
    await expect(slides.nth(1)).toBeHidden();
    await expect(slides.nth(1)).toHaveCSS("visibility", "hidden");
    await expect(slides.nth(0)).toBeVisible();
    const firstFocusable = await carousel(page).evaluate(
      (root) =>
        root.querySelector<HTMLElement>("a[href], button:not([disabled])")?.getAttribute("aria-label") ?? "",
    );
    expect(firstFocusable).toBe("Stop automatic slide show");
    // While rotating the slides are not announced; once stopped they are, politely.
    await expect(page.locator("#hero-slides")).toHaveAttribute("aria-live", "off");
  });

  test("advances every 8 s and wraps around", async ({ page }) => {
    await page.clock.runFor(AUTO_ADVANCE_MS - 500);
    await expectSlide(page, 1);
    await page.clock.runFor(500);
    await expectSlide(page, 2);
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expectSlide(page, 3);
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expectSlide(page, 1);
  });

  test("does not advance while hovered, and resumes after", async ({ page }) => {
    await activeSlide(page).getByRole("heading").hover();
    await expect(page.locator("#hero-slides")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(AUTO_ADVANCE_MS * 3);
    await expectSlide(page, 1);
    await mouseAway(page);
    await expect(page.locator("#hero-slides")).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expectSlide(page, 2);
  });

  test("does not advance while keyboard focus is inside, and resumes after", async ({ page }) => {
    await activeSlide(page).getByRole("link", { name: "Schedule a Consultation" }).focus();
    await page.clock.runFor(AUTO_ADVANCE_MS * 3);
    await expectSlide(page, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expectSlide(page, 2);
  });

  test("the pause button stops rotation and the play button starts it again (mouse and keyboard)", async ({
    page,
  }) => {
    await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    await mouseAway(page);
    await expect(page.locator("#hero-slides")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(AUTO_ADVANCE_MS * 3);
    await expectSlide(page, 1);
    // Keyboard: focus on the rotation control itself does not pause, so starting works from there.
    const start = carousel(page).getByRole("button", { name: "Start automatic slide show" });
    await start.focus();
    await page.keyboard.press("Enter");
    await expect(carousel(page).getByRole("button", { name: "Stop automatic slide show" })).toBeFocused();
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expectSlide(page, 2);
    await page.keyboard.press("Space");
    await page.clock.runFor(AUTO_ADVANCE_MS * 2);
    await expectSlide(page, 2);
  });

  test("previous, next and dots work with the mouse", async ({ page }) => {
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 2);
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 1);
    await carousel(page).getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 3);
    await carousel(page).getByRole("button", { name: "Slide 2 of 3" }).click();
    await expectSlide(page, 2);
    await expect(carousel(page).getByRole("button", { name: "Slide 2 of 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(carousel(page).getByRole("button", { name: "Slide 1 of 3" })).not.toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("previous, next and dots work with the keyboard", async ({ page }) => {
    await carousel(page).getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    await page.keyboard.press("Space");
    await expectSlide(page, 3);
    await page.keyboard.press("Shift+Tab"); // dot 3
    await page.keyboard.press("Shift+Tab"); // dot 2
    await page.keyboard.press("Shift+Tab"); // dot 1
    await expect(carousel(page).getByRole("button", { name: "Slide 1 of 3" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSlide(page, 1);
    await page.keyboard.press("Shift+Tab");
    await expect(carousel(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectSlide(page, 3);
  });
});

test.describe("hero details", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: brand slides, CTAs and the ten-item services panel`, async ({ page }) => {
      await freezeClock(page);
      await gotoHydrated(page, withBrand("/", brand.id));
      const content = HOME_CONTENT[brand.id];
      const slides = carousel(page).locator('[aria-roledescription="slide"]');
      for (const [index, slide] of content.slides.entries()) {
        await expect(slides.nth(index).getByRole("heading", { level: 2, includeHidden: true })).toHaveText(
          slide.headline,
        );
        await expect(slides.nth(index).getByText(slide.text)).toHaveCount(1);
      }
      for (const index of [0, 1, 2]) {
        await expect(slides.nth(index).locator('a:has-text("Schedule a Consultation")')).toHaveAttribute(
          "href",
          `/schedule?domain=${brand.id}`,
        );
        const portal = slides.nth(index).locator('a:has-text("Client Portal Login")');
        await expect(portal).toHaveAttribute("href", brand.links.clientPortal);
        await expect(portal).toHaveAttribute("target", "_blank");
      }
      const panel = page.locator("#hero-services-title + ul > li");
      await expect(panel).toHaveText([...brand.heroServices]);
    });
  }

  test("the first slide's art is server-rendered, sized, preloaded at high priority and never lazy", async ({
    request,
  }) => {
    const html = await (await request.get(withBrand("/", "payroll"))).text();
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/brands\/payroll\/hero-light\.svg" fetchPriority="high"/,
    );
    const firstArt = html.match(/<img[^>]*src="\/brands\/payroll\/hero-light\.svg"[^>]*>/)?.[0] ?? "";
    expect(firstArt).toContain('width="1600"');
    expect(firstArt).toContain('height="900"');
    expect(firstArt).toContain('fetchPriority="high"');
    expect(firstArt).not.toContain("lazy");
    expect(html).toContain('src="/brands/payroll/hero-dark.svg"');
  });

  test("the scroll cue scrolls to the welcome section and moves focus there", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByTestId("scroll-cue").click();
    const welcome = page.locator("#welcome");
    await expect(welcome).toBeFocused();
    await expect(welcome).toBeInViewport();
  });

  test("parallax on wide screens only", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() => page.getByTestId("hero-art").evaluate((el) => (el as HTMLElement).style.transform))
      .toMatch(/translate3d\(0px, \d+px, 0px\)/);
    await page.setViewportSize({ width: 700, height: 900 });
    await page.mouse.wheel(0, 50);
    await expect
      .poll(() => page.getByTestId("hero-art").evaluate((el) => (el as HTMLElement).style.transform))
      .toBe("");
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no rotation, no parallax, counters show their final values at once", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(AUTO_ADVANCE_MS * 2);
    await expectSlide(page, 1);
    await page.getByTestId("stats-band").scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    expect(await page.getByTestId("hero-art").evaluate((el) => (el as HTMLElement).style.transform)).toBe("");
    await expect(page.locator("[data-stat-value]")).toHaveText(["100+", "20+", "10+", "8"]);
  });
});

test.describe("welcome", () => {
  test("counters start only once visible and count up to their final values", async ({ page }) => {
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await statsWaitingAtZero(page);
    const values = page.locator("[data-stat-value]");
    // Off-screen: waiting at zero, however much time passes.
    await page.clock.runFor(3_000);
    await expect(values).toHaveText(["0+", "0+", "0+", "0"]);
    await page.getByTestId("stats-band").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("stats-band")).toHaveAttribute("data-counting", "true");
    await page.clock.runFor(300);
    const midway = Number((await values.first().textContent())?.replace("+", ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    await page.clock.runFor(50 * 30);
    await expect(values).toHaveText(["100+", "20+", "10+", "8"]);
    await expect(page.getByTestId("stats-band")).toHaveAttribute("data-counting", "false");
  });

  test("the server's HTML and screen readers get the final numbers", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const value of ["100", "20", "10", "8"]) {
      expect(html).toMatch(new RegExp(`data-stat-value[^>]*>${value}(?:<!-- -->)?\\+?(?:<!-- -->)?</span>`));
    }
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await statsWaitingAtZero(page);
    const band = page.getByTestId("stats-band");
    // The animated digits are hidden from assistive technology; the final value is what it reads.
    await expect(band.locator('[aria-hidden="true"] [data-stat-value]')).toHaveCount(4);
    await expect(band.locator("dd .sr-only")).toHaveText(["100+", "20+", "10+", "8"]);
    const labels = await band.locator("dt").allTextContents();
    expect(labels).toEqual([
      "Returns Every Year",
      "Years Experience",
      "Industries Served",
      "Service Offerings",
    ]);
  });

  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: three brand value cards`, async ({ page }) => {
      await gotoHydrated(page, withBrand("/", brand.id));
      await expect(page.locator("[data-value-card] h3")).toHaveText(
        HOME_CONTENT[brand.id].valueCards.map((card) => card.title),
      );
    });
  }
});

test.describe("services, industries, why, connected, news, contact", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: at most six services in the brand's order, and a button to /services`, async ({
      page,
    }) => {
      await gotoHydrated(page, withBrand("/", brand.id));
      const section = page.locator('[data-home-section="services"]');
      const ids = await section
        .locator("[data-service-card]")
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-service-card")));
      expect(ids).toEqual(brand.contentPriorities.services.slice(0, 6));
      await expect(section.getByRole("link", { name: "View all services" })).toHaveAttribute(
        "href",
        `/services?domain=${brand.id}`,
      );
      const firstLink = section.locator("[data-service-card] h3 a").first();
      await expect(firstLink).toHaveAttribute("href", `/services/${ids[0]}?domain=${brand.id}`);
    });
  }

  test("services grid has three columns on a wide screen", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/");
    const columns = await page
      .locator('[data-home-section="services"] ul')
      .first()
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
  });

  test("industries carousel: five cards, previous disabled at the start and next at the end", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const section = page.locator('[data-home-section="industries"]');
    await expect(section.locator("[data-industry-card]")).toHaveCount(5);
    const previous = section.getByRole("button", { name: "Previous industries" });
    const next = section.getByRole("button", { name: "Next industries" });
    const track = page.getByTestId("industries-track");
    await section.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let i = 0; i < 5 && (await next.getAttribute("aria-disabled")) !== "true"; i++) {
      const scrolled = await nextScrollEnd(track);
      await next.click();
      await scrolled(); // smooth scrolling has come to rest
      // ...and the buttons have caught up with where it rested.
      const { atEnd } = await track
        .evaluate((element) => ({
          scrollLeft: element.scrollLeft,
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }))
        .then(({ scrollLeft, scrollWidth, clientWidth }) =>
          scrollEdges(scrollLeft, scrollWidth, clientWidth),
        );
      await expect(next).toHaveAttribute("aria-disabled", String(atEnd));
    }
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    // Still focused on the disabled button: focus is never dropped.
    await expect(next).toBeFocused();
    await expect(section.getByRole("link", { name: "View all industries" })).toHaveAttribute(
      "href",
      "/industries",
    );
  });

  test("industries carousel works from the keyboard (arrow keys and tabbing to cards)", async ({ page }) => {
    await gotoHydrated(page, "/");
    const track = page.getByTestId("industries-track");
    await track.scrollIntoViewIfNeeded();
    await track.locator("[data-industry-card] a").first().focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeLessThan(2);
    await track.locator("[data-industry-card] a").last().focus();
    await expect
      .poll(() => track.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2))
      .toBe(true);
    await expect(page.getByRole("button", { name: "Next industries" })).toBeDisabled();
  });

  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: industries, why choose us, connected services, news and contact`, async ({ page }) => {
      await gotoHydrated(page, withBrand("/", brand.id));
      const content = HOME_CONTENT[brand.id];
      const industries = await page
        .locator("[data-industry-card]")
        .evaluateAll((cards) => cards.map((c) => c.getAttribute("data-industry-card")));
      expect(industries).toEqual([...content.industries.ids]);

      const why = page.locator('[data-home-section="why"]');
      await expect(why.locator("[data-why-point]")).toHaveCount(4);
      await expect(why.getByText("Open Monday through Saturday")).toBeVisible();
      await expect(why.getByText(/in person/)).toBeVisible();
      await expect(why.getByText(/virtually/)).toBeVisible();

      const connected = page.locator('[data-home-section="connected"]');
      await expect(connected.locator("[data-brand-card]")).toHaveCount(3);
      for (const other of ALL_BRANDS)
        await expect(connected.getByText(other.tagline, { exact: true })).toBeVisible();
      await expect(
        connected.locator(`[data-brand-card="${brand.id}"]`).getByText("You are here"),
      ).toBeVisible();
      const explore = connected.getByRole("link", { name: /Explore our connected services/ });
      await expect(explore).toHaveAttribute("href", brand.links.connectedServices);
      await expect(explore).toHaveAttribute("target", "_blank");

      const news = page.locator('[data-home-section="news"]');
      await expect(news.getByTestId("post-card")).toHaveCount(3);
      await expect(news.getByRole("link", { name: "Read all news" })).toHaveAttribute(
        "href",
        `/blog?domain=${brand.id}`,
      );

      const contact = page.locator('[data-home-section="contact"]');
      await expect(contact.getByRole("heading", { level: 2 })).toHaveText(content.contact.title);
      await expect(contact.locator("form")).toHaveCount(1);
      await expect(contact.getByRole("textbox", { name: /Name/ })).toBeVisible();
      const phone = brand.contact.contactSectionPhone;
      await expect(contact.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
    });
  }

  test("the payroll brand dials only numbers the firm gave: its own line if set (content/firm.yaml), the main one", async ({
    page,
  }) => {
    const given = new Set([`tel:${MAIN_PHONE.tel}`, `tel:${BRANDS.payroll.contact.contactSectionPhone.tel}`]);
    for (const path of ["/", "/contact"]) {
      await page.goto(withBrand(path, "payroll"));
      const dialled = await page
        .locator("a[href^='tel:']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(dialled.length, path).toBeGreaterThan(0);
      expect(
        dialled.filter((href) => !given.has(href ?? "")),
        path,
      ).toEqual([]);
    }
  });
});

test.describe("drawn in-app", () => {
  test("from a page React runs: every section, and its carousels and band work", async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, PAGE_REACT_RUNS);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator("header").getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    for (const name of SECTION_ORDER)
      await expect(page.locator(`[data-home-section="${name}"]`)).toHaveCount(1);
    expect(await page.evaluate(() => "__sameDocument" in window), "followed in-app").toBe(true);
    // React drew the blocks, so their scripts run from its effects (BlockScript's start).
    await carousel(page).getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 2);
    const industries = page.locator('[data-home-section="industries"]');
    await industries.scrollIntoViewIfNeeded();
    const next = industries.getByRole("button", { name: "Next industries" });
    await expect(next).toBeVisible();
    await expect(industries.getByRole("button", { name: "Previous industries" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await next.click();
    await expect(industries.getByRole("button", { name: "Previous industries" })).toHaveAttribute(
      "aria-disabled",
      "false",
    );
    // Every number the first counter shows, from here on.
    await page.evaluate(() => {
      const value = document.querySelector("[data-stat-value]")!;
      const seen: string[] = [];
      Object.assign(window, { __counted: seen });
      new MutationObserver(() => seen.push(value.textContent ?? "")).observe(value, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.getByTestId("stats-band").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("stats-band")).toHaveAttribute("data-counting", "false");
    await expect(page.locator("[data-stat-value]")).toHaveText(["100+", "20+", "10+", "8"]);
    const counted = await page.evaluate(() => (window as unknown as { __counted: string[] }).__counted);
    expect(counted, "the first counter counted up from zero").toContain("0+");
    expect(counted.at(-1)).toBe("100+");
    expect(errors).toEqual([]);
  });
});

test.describe("stability", () => {
  test("no layout shift of the page content while loading and scrolling through it", async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifted: string[] };
      w.__shift = 0;
      w.__shifted = [];
      type Shift = PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          // Only shifts of the page's own content count here (the header and footer are the shell's).
          const main = document.querySelector("main");
          const inMain = (entry.sources ?? []).some(
            (source) => !!source.node && source.node !== main && !!main?.contains(source.node),
          );
          if (!entry.hadRecentInput && inMain) {
            w.__shift += entry.value;
            for (const source of entry.sources ?? []) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              w.__shifted.push(
                `${element?.tagName}.${element?.className} "${element?.textContent?.slice(0, 40)}"`,
              );
            }
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const requests = followRequests(page);
    await gotoHydrated(page, "/");
    // Loading is over (every request ended, the browser idle since): any shift it caused is recorded.
    await requests.atRest();
    const read = () =>
      page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifted: string[] };
        const result = { shift: w.__shift, shifted: w.__shifted };
        w.__shift = 0;
        w.__shifted = [];
        return result;
      });
    const loading = await read();
    expect(loading.shift, loading.shifted.join("\n")).toBeLessThan(0.001);
    // The shell's header shrinks (and moves everything below it) once the page is scrolled past
    // 20 px; let that happen first, then scroll through every section.
    await page.evaluate(() => window.scrollTo(0, 200));
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await waitForAnimationsToEnd(header);
    await requests.atRest();
    await read();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 200; y < height; y += 500) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await waitForFrame(page); // the page has rendered this position (its observers have seen it)
    }
    // Everything the scrolling started has finished: loads, the counting figures, transitions.
    await requests.atRest();
    await expect(page.getByTestId("stats-band")).toHaveAttribute("data-counting", "false");
    await waitForAnimationsToEnd(page);
    await waitForIdle(page);
    const scrolling = await read();
    expect(scrolling.shift, scrolling.shifted.join("\n")).toBeLessThan(0.001);
  });

  // On a slow network the browser paints the page before its HTML has all arrived. The hero's first
  // screen must not move when the rest comes: here the HTML stops in the middle of the "Services we
  // offer" list for a while (it once moved by 0.06, its columns being centred on each other).
  for (const width of [1024, 1280, 1440]) {
    test(`${width} px: the first screen keeps its place while the rest of the HTML arrives`, async ({
      page,
      baseURL,
    }) => {
      let sendRest = () => {};
      const restWanted = new Promise<void>((resolve) => (sendRest = resolve));
      const proxy = createServer((request, response) => {
        void (async () => {
          const upstream = await fetch(new URL(request.url ?? "/", baseURL), {
            headers: { accept: request.headers.accept ?? "*/*" },
          });
          const body = Buffer.from(await upstream.arrayBuffer());
          const headers: Record<string, string> = {};
          upstream.headers.forEach((value, name) => {
            if (!["content-length", "content-encoding", "transfer-encoding"].includes(name))
              headers[name] = value;
          });
          response.writeHead(upstream.status, headers);
          const list = body.indexOf('aria-labelledby="hero-services-title"');
          if (new URL(request.url ?? "/", "http://x").pathname !== "/" || list < 0) return response.end(body);
          let cut = list;
          for (let item = 0; item < 5; item++) cut = body.indexOf("</li>", cut) + "</li>".length;
          response.write(body.subarray(0, cut));
          await restWanted;
          response.end(body.subarray(cut));
        })();
      });
      await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
      const { port } = proxy.address() as AddressInfo;
      try {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: { at: number; moved: string }[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null }[];
            })[]) {
              // The page's own content (the header's menus are parsed in one go with the head).
              const main = document.querySelector("main");
              const moved = (entry.sources ?? [])
                .map((source) => source.node)
                .filter((node): node is Element => node instanceof Element && !!main?.contains(node));
              if (moved.length > 0)
                w.__shifts.push({
                  at: entry.startTime,
                  moved: `${entry.value.toFixed(4)}: ${moved.map((node) => `${node.tagName}.${node.className}`).join(" | ")}`,
                });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "commit" });
        // The browser paints what it has, as it does when the network stalls, and its fonts arrive
        // (their swap is another test's); then the rest of the HTML comes.
        await expect
          .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
          .toBe(1);
        const restFrom = await page.evaluate(async () => {
          await document.fonts.ready;
          return performance.now();
        });
        sendRest();
        await page.waitForLoadState("load");
        await waitForFrame(page);
        const shifts = await page.evaluate(
          (from) =>
            (window as unknown as { __shifts: { at: number; moved: string }[] }).__shifts
              .filter((shift) => shift.at >= from)
              .map((shift) => shift.moved),
          restFrom,
        );
        expect(shifts).toEqual([]);
      } finally {
        proxy.close();
      }
    });
  }
});

test.describe("accessibility", () => {
  for (const brand of ALL_BRANDS) {
    for (const theme of ["light", "dark"] as const) {
      test(`${brand.id} ${theme}: axe finds nothing, before and after using the carousels`, async ({
        page,
      }) => {
        test.slow(); // two full-page axe runs on the longest page of the site
        await useTheme(page, theme);
        await gotoHydrated(page, withBrand("/", brand.id));
        // Hovering holds the slides still (axe's own timers need the real clock, so it is not frozen here).
        await carousel(page).hover();
        await expect(carousel(page)).toHaveAttribute("data-rotating", "false");
        await waitForAnimationsToEnd(page); // a cross-fade under way would be read mid-way
        await expectNoAxeViolations(page, `${brand.id} ${theme}`);
        await carousel(page).getByRole("button", { name: "Next slide" }).click();
        await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
        await mouseAway(page);
        await page.getByTestId("industries-track").scrollIntoViewIfNeeded();
        const industriesScrolled = await nextScrollEnd(page.getByTestId("industries-track"));
        await page.getByRole("button", { name: "Next industries" }).click();
        await page.getByTestId("stats-band").scrollIntoViewIfNeeded();
        await expect(page.getByTestId("stats-band")).toHaveAttribute("data-counting", "false");
        // The cross-fade and the industries scroll have ended.
        await industriesScrolled();
        await waitForAnimationsToEnd(page);
        await expect(
          carousel(page).getByRole("button", { name: "Start automatic slide show" }),
        ).toBeVisible();
        await expectNoAxeViolations(page, `${brand.id} ${theme} after interaction`);
      });
    }
  }
});
