import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { spriteIconDrawings } from "../../app/shell/ui/inline-svg";
import { PAGE_REACT_RUNS } from "../support/routes";
import { collectErrors, gotoHydrated, useTheme } from "./support";

const SPRITE = readFileSync(new URL("../../app/shell/ui/icons.svg", import.meta.url), "utf8");

test("every icon drawn in the page looks as the sprite draws it", async ({ page }) => {
  const drawings = Object.fromEntries(spriteIconDrawings(SPRITE));
  await page.goto("/services/personal-tax");
  // Each icon rasterised at 96 px both ways (the sprite's symbol through <use>, and the page's drawing),
  // in an <svg> with the drawing settings a page's icon carries, compared pixel by pixel.
  const compared = await page.evaluate(
    async ({ sprite, drawings }) => {
      const size = 96;
      const settings = [...document.querySelector("svg.icon")!.attributes]
        .filter(({ name }) => !["class", "aria-hidden", "width", "height"].includes(name))
        .map(({ name, value }) => `${name}="${value}"`)
        .join(" ");
      const svg = (inside: string) => `<svg ${settings} width="${size}" height="${size}">${inside}</svg>`;
      const alpha = async (markup: string) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await image.decode();
        const canvas = new OffscreenCanvas(size, size);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, size, size).data.filter((_, index) => index % 4 === 3);
      };
      const symbols = sprite.replace(/^\s*<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
      const result: Record<string, { inked: number; differing: number }> = {};
      for (const [id, drawing] of Object.entries(drawings)) {
        const [fromSprite, fromPage] = await Promise.all([
          alpha(svg(`<defs>${symbols}</defs><use href="#${id}"/>`)),
          alpha(svg(drawing)),
        ]);
        let inked = 0;
        let differing = 0;
        fromSprite.forEach((value, index) => {
          if (value > 0) inked += 1;
          if (Math.abs(value - fromPage[index]!) > 64) differing += 1;
        });
        result[id] = { inked, differing };
      }
      return result;
    },
    { sprite: SPRITE, drawings },
  );
  expect(Object.keys(compared)).toHaveLength(SPRITE.match(/<symbol /g)!.length);
  for (const [id, { inked, differing }] of Object.entries(compared)) {
    expect(inked, id).toBeGreaterThan(50);
    // Arcs for circles may shade an edge pixel differently; a shape drawn wrong differs by hundreds.
    expect(differing, `${id}: ${differing} of ${inked} inked pixels differ`).toBeLessThanOrEqual(
      inked * 0.02,
    );
  }
});

test("a page without React holds its icons' drawings and never asks for the sprite; a page React runs points into it", async ({
  page,
}) => {
  const errors = collectErrors(page);
  const sprites: string[] = [];
  page.on(
    "request",
    (request) => /\/assets\/icons-[^/]*\.svg/.test(request.url()) && sprites.push(request.url()),
  );
  await page.goto("/services/personal-tax");
  await page.waitForLoadState("load");
  const icons = page.locator("svg.icon:visible");
  expect(await icons.count()).toBeGreaterThan(5);
  await expect(page.locator("svg.icon use")).toHaveCount(0);
  const drawn = await icons.evaluateAll((svgs) =>
    svgs.map((svg) => {
      const box = (svg.firstElementChild as SVGGraphicsElement).getBBox();
      return box.width > 0 && box.height > 0;
    }),
  );
  expect(drawn.every(Boolean)).toBe(true);
  expect(sprites).toEqual([]);

  // React hydrates this page: the server wrote each icon as the browser draws it, a <use> of the sprite.
  await gotoHydrated(page, PAGE_REACT_RUNS);
  await expect(page.locator("svg.icon use").first()).toBeAttached();
  await expect(page.locator("svg.icon > path")).toHaveCount(0);
  await expect.poll(() => sprites.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

// An SVG picture the page shows costs a phone a document of its own on the main thread; one it does not
// show should cost nothing.
test.describe("pictures a screen does not show are not fetched", () => {
  const svgRequests = (page: Page) => {
    const urls: string[] = [];
    page.on(
      "request",
      (request) => request.url().endsWith(".svg") && urls.push(new URL(request.url()).pathname),
    );
    return urls;
  };

  test("the page header's picture: not on a phone, shown on a wider screen", async ({ browser }) => {
    const path = "/services/personal-tax.svg";
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const onPhone = svgRequests(phone);
    await phone.goto("/services/personal-tax");
    await phone.waitForLoadState("load");
    await phone.mouse.wheel(0, 600);
    await phone.waitForLoadState("networkidle");
    expect(onPhone).not.toContain(path);
    await phone.close();

    const desktop = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await desktop.goto("/services/personal-tax");
    const picture = desktop.locator(`img[src="${path}"]`);
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await desktop.close();
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`the home page's art in a ${scheme} system: that theme's picture alone`, async ({ browser }) => {
      const page = await browser.newPage({ colorScheme: scheme });
      const requested = svgRequests(page);
      await page.goto("/");
      await page.waitForLoadState("load");
      const shown = page.locator(`[data-hero-art-view][data-active="true"] img`).filter({ visible: true });
      await expect(shown).toHaveCount(1);
      await expect(shown).toHaveAttribute("src", `/brands/dresdentax/hero-${scheme}.svg`);
      await expect
        .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      expect(requested).toContain(`/brands/dresdentax/hero-${scheme}.svg`);
      // The light art is eager (the default theme's largest paint is never lazy), so a dark system fetches both.
      if (scheme === "light") expect(requested).not.toContain("/brands/dresdentax/hero-dark.svg");
      await page.close();
    });
  }

  test("the dark art follows a dark theme chosen by hand, now or on an earlier visit", async ({ page }) => {
    const shown = page.locator(`[data-hero-art-view][data-active="true"] img`).filter({ visible: true });
    await page.goto("/");
    await page.locator('[data-theme-option="dark"]').first().click();
    await expect(shown).toHaveAttribute("src", "/brands/dresdentax/hero-dark.svg");
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    await useTheme(page, "dark");
    await page.goto("/?domain=payroll");
    await expect(shown).toHaveAttribute("src", "/brands/payroll/hero-dark.svg");
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  });
});
