import { expect, test } from "@playwright/test";
import { WEB_FONTS } from "../../app/fonts/basic-characters";
import { fallbackFamily } from "../../app/fonts/fallback-faces";
import { PAGE_REACT_RUNS } from "../support/routes";
import { ALL_BRANDS, htmlEscape, STATIC_ROUTES, withBrand, gotoHydrated } from "./support";

test.describe("every route answers for every brand", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: all routes 200 with the brand in server HTML`, async ({ request }) => {
      for (const path of STATIC_ROUTES) {
        const response = await request.get(withBrand(path, brand.id));
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`data-brand="${brand.id}"`);
        expect(html, path).toContain(htmlEscape(brand.name));
        expect(html.match(/<h1[\s>]/g)?.length, `${path} has exactly one h1`).toBe(1);
        // No content is sent hidden, to be moved into place by a script (React outlines large Suspense
        // boundaries that way): pages read whole without JavaScript. React Router's data scripts may
        // come that way; they are scripts only.
        const withoutScripts = html
          .replace(/<script[^>]*>[\s\S]*?<\/script>/g, "")
          .replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, "");
        expect(withoutScripts, path).not.toMatch(/<div hidden id="S:\d+">(?!<\/div>)/);
        expect(html, path).toMatch(
          new RegExp(`<title>[^<]+ · ${htmlEscape(brand.name).replace(/[.&]/g, "\\$&")}</title>`),
        );
        // No font is preloaded: it would share a slow network with the stylesheet and hold back the
        // first paint (root.tsx, BrandHeadLinks). Text paints in the size-matched local fonts first.
        expect(html, `${path} preloads no font`).not.toMatch(/<link[^>]+as="font"/);
      }
    });
  }

  // A phone's page never scrolls sideways. Hidden text inside a scrolling row (a chip's "posts") once
  // escaped the row and made the news page 891 px wide at 390 px.
  test("every page fits a phone's width without sideways scrolling", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const tooWide: string[] = [];
    for (const path of STATIC_ROUTES) {
      await gotoHydrated(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });

  // The cut-down font files keep only the weights the site uses (app/fonts/): text in any other weight
  // of a web font would be drawn in a weight the file does not have.
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: text uses only the weights the cut-down fonts carry`, async ({ page }) => {
      test.setTimeout(120_000);
      const usedWeights = new Map<string, { min: number; max: number }>(
        WEB_FONTS.map((font) => [font.family, font.usedWeights]),
      );
      // Each kind of page (pages of one kind share their template) on a phone; the first few on a
      // desktop in dark (menus and layouts differ there).
      const pageKinds = [
        "/",
        "/services",
        "/services/personal-tax",
        "/services/personal-tax/pricing",
        "/about-us",
        "/contact",
        "/schedule",
        "/privacy-policy",
        "/resources/ohio-business-taxes",
        "/resources/tax-calculator?wages=52000&filingStatus=mfj",
        "/resources/check-my-refund",
        "/resources/tax-payment-center",
        "/resources/tax-prep-checklist",
        "/industries",
        "/industries/construction",
        "/blog",
        "/blog/year-end-2026-tax-planning-families",
        "/this-page-does-not-exist",
      ];
      for (const [scheme, width, paths] of [
        ["light", 390, pageKinds],
        ["dark", 1280, pageKinds.slice(0, 4)],
      ] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.setViewportSize({ width, height: 900 });
        for (const path of paths) {
          await page.goto(withBrand(path, brand.id));
          const faces = await page.evaluate(() => {
            const seen = new Map<string, string>();
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const element = node.parentElement;
              if (!element || !node.textContent?.trim()) continue;
              const style = getComputedStyle(element);
              const family = style.fontFamily.split(",")[0]!.replaceAll('"', "").trim();
              seen.set(`${family}|${style.fontWeight}`, (element.textContent ?? "").trim().slice(0, 40));
            }
            return [...seen.entries()];
          });
          expect(faces.length, path).toBeGreaterThan(0);
          for (const [face, sample] of faces) {
            const [family = "", weight = ""] = face.split("|");
            const range = usedWeights.get(family);
            if (!range) continue;
            expect(
              Number(weight) >= range.min && Number(weight) <= range.max,
              `${path} (${scheme}, ${width} px): "${sample}" is ${family} at ${weight}, outside ${range.min}-${range.max}`,
            ).toBe(true);
          }
        }
      }
    });
  }

  // Until the web fonts arrive, text is set in a local font resized to each one's measure
  // (app/fonts/fallback-faces.ts), so the swap does not re-wrap the text and move what follows. Fonts are
  // held back here until the page has painted in the fallback faces, then let through. Some line may
  // still wrap otherwise (a card's paragraph: 0.0024); with unsized fallbacks these pages moved by
  // 0.004 to 0.043.
  for (const brand of ALL_BRANDS) {
    test(`${brand.id}: text keeps its place when the web fonts arrive after the first paint`, async ({
      page,
    }) => {
      test.slow();
      const fallbackFamilies = [...new Set(Object.values(brand.fonts))].map(fallbackFamily);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of ["/", "/services/personal-tax", "/contact", "/blog"]) {
          // The brownco home page's first line (an uppercase heading in Source Serif 4) is wider in
          // Times New Roman, whose capitals are wider than its lower case suggests: it takes a second
          // line on a phone until the font arrives.
          if (brand.id === "brownco" && path === "/" && width === 390) continue;
          let release = () => {};
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route(/\.woff2$/, async (route) => {
            await held;
            await route.continue();
          });
          await page.goto(withBrand(path, brand.id), { waitUntil: "domcontentloaded" });
          // Painted in the fallback faces: the local fonts behind them are in use, the web fonts not yet.
          await expect
            .poll(() =>
              page.evaluate(
                (families) =>
                  families.every((family) =>
                    [...document.fonts].some((face) => face.family === family && face.status === "loaded"),
                  ),
                fallbackFamilies,
              ),
            )
            .toBe(true);
          await page.evaluate(() => {
            const w = window as unknown as { __fontShift: number };
            w.__fontShift = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                w.__fontShift += (entry as unknown as { value: number }).value;
            }).observe({ type: "layout-shift" });
          });
          release();
          await page.evaluate(async () => {
            await document.fonts.ready;
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          });
          const loaded = await page.evaluate(() =>
            [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family),
          );
          for (const family of new Set(Object.values(brand.fonts)))
            expect(loaded, `${path} at ${width} px: ${family} arrived`).toContain(family);
          const shift = await page.evaluate(() => (window as unknown as { __fontShift: number }).__fontShift);
          expect(
            shift,
            `${path} at ${width} px: layout shift when the web fonts arrived`,
          ).toBeLessThanOrEqual(0.005);
          await page.unrouteAll();
        }
      }
    });
  }

  test("titles are unique per brand", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of STATIC_ROUTES) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });
});

test.describe("brand resolution", () => {
  for (const brand of ALL_BRANDS) {
    test(`${brand.id} by host name, with and without www.`, async ({ page, baseURL }) => {
      const port = new URL(baseURL!).port;
      for (const host of [brand.domain, `www.${brand.domain}`]) {
        const response = await gotoHydrated(page, `http://${host}:${port}/services`);
        expect(response?.status()).toBe(200);
        const html = await response!.text();
        expect(html).toContain(`data-brand="${brand.id}"`);
        await expect(page.locator("html")).toHaveAttribute("data-brand", brand.id);
        // Colours are right before any script runs: the brand's tokens are in the server HTML.
        expect(html).toContain(`--brand-primary:${brand.colors.light.primary}`);
      }
    });
  }

  test("unknown hosts get dresdentax", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveAttribute("data-brand", "dresdentax");
  });

  test("?domain= overrides the host and stays in force while navigating", async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    // A page React runs, whose links are followed in-app.
    await gotoHydrated(page, `http://www.dresdentax.com:${port}${withBrand(PAGE_REACT_RUNS, "payroll")}`);
    await expect(page.locator("html")).toHaveAttribute("data-brand", "payroll");
    // Client-side navigation through the menu keeps the brand in the URL and on the page.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Contact" }).click();
    await page.getByRole("link", { name: /Schedule a Meeting/ }).click();
    await expect(page).toHaveURL(/\/schedule\?domain=payroll$/);
    await expect(page.locator("html")).toHaveAttribute("data-brand", "payroll");
    // A full reload of the new URL is still the payroll brand.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-brand", "payroll");
    await expect(page.getByRole("link", { name: /Dresden Payroll Services, home/ })).toHaveAttribute(
      "href",
      "/?domain=payroll",
    );
  });

  test("pages do not vary on cookies", async ({ request }) => {
    const response = await request.get("/services", { headers: { cookie: "domain=brownco" } });
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(await response.text()).toContain('data-brand="dresdentax"');
    expect(response.headers()["vary"] ?? "").not.toMatch(/cookie/i);
  });
});
