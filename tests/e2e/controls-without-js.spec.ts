/**
 * "A control that is painted works", with JavaScript turned off: on every route, for each brand, on a
 * desktop and a phone, every visible button and summary is pressed and must do something a person can
 * see: open or close something, navigate, submit, move focus to what needs fixing, or change the text
 * on screen. Controls that need scripts must not be shown at all. Controls revealed by another (a
 * dropdown's groups, the phone menu's sections) are pressed too.
 */
import { expect, test, type Page } from "@playwright/test";
import { ALL_BRANDS, STATIC_ROUTES, layOutSkippedContent, withBrand } from "./support";

/** Everything a person can press that is not a link or a form field. */
const CONTROLS = "button, summary, [role=button], input[type=submit], input[type=button], input[type=reset]";
/** How deep revealed controls are followed: the phone menu, a section in it, a group in that. */
const MAX_DEPTH = 3;

const EXTRA_ROUTES = [
  "/blog/ohio-flat-income-tax-hb-96",
  "/blog/tag/ohio-taxes",
  "/no-such-page",
  // Empty: its Search button loads the results for the empty query (with results shown, pressing it
  // again with the same words shows the same page, as it should).
  "/search",
  // A news link longer than any post address: the 404 page's recovery, with 'Try Shorter URL'.
  `/blog/${"no-such-ohio-tax-news-".repeat(8)}end`,
];
const ROUTES = [...STATIC_ROUTES, ...EXTRA_ROUTES];

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

interface VisibleControl {
  /** Its place among the page's controls, in document order (the server renders them the same every time). */
  index: number;
  /**
   * The part of the page it belongs to: the header or footer by their markup (the same on every page of
   * a brand, and without JavaScript markup alone decides what a control does), the page's own content by
   * its address.
   */
  part: string;
}

/** The visible controls, and the part of the page each belongs to. */
function visibleControls(page: Page): Promise<VisibleControl[]> {
  return page.locator(CONTROLS).evaluateAll((controls) => {
    const hash = (text: string) => {
      let value = 5381;
      for (let i = 0; i < text.length; i++) value = (value * 33 + text.charCodeAt(i)) | 0;
      return (value >>> 0).toString(36);
    };
    return controls.flatMap((control, index) => {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return [];
      if (control.getBoundingClientRect().width === 0) return [];
      const shell = control.closest("header, footer");
      return [
        { index, part: shell ? `${shell.localName}:${hash(shell.outerHTML)}` : `page:${location.pathname}` },
      ];
    });
  });
}

/**
 * What a person could notice: the address, the text on screen, what is open, and where focus went
 * when it went to a link or a field (pressing any button focuses it, a dead one too).
 */
async function screenState(page: Page) {
  // Sections are laid out only once a frame finds them near the screen (`content-visibility: auto`),
  // and `innerText` leaves out what is not laid out: on a busy machine the frame after a load can come
  // after this reads. Their text is on the page either way.
  await layOutSkippedContent(page);
  return page.evaluate((controls) => {
    const focused = document.activeElement;
    return {
      url: location.href,
      text: document.body.innerText,
      open: [...document.querySelectorAll("[popover], details")]
        .filter((element) => element.matches(":popover-open, details[open]"))
        .map((element) => element.id || (element.textContent ?? "").slice(0, 40)),
      focused:
        !focused || focused === document.body || focused.matches(controls)
          ? ""
          : focused.outerHTML.slice(0, 120),
    };
  }, CONTROLS);
}

/**
 * Presses a control as a person would, with the pointer at its centre, once it is in view and nothing
 * covers it (checked here, so Playwright's own waits for animations can be skipped: transitions of a
 * chevron would otherwise hold every press for frames).
 */
async function press(page: Page, index: number): Promise<string> {
  const control = page.locator(CONTROLS).nth(index);
  const { label, covered } = await control.evaluate((element) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 50);
    return {
      label: `<${element.localName}> "${name}"`,
      covered: !top || !(top === element || element.contains(top)),
    };
  });
  expect(covered, `${label} is covered by something else`).toBe(false);
  await control.click({ force: true, timeout: 5_000 });
  // A press that navigates or submits has loaded its new page by now.
  await page.waitForLoadState("load");
  return label;
}

/**
 * Presses each control revealed at `path` (the controls pressed to get there) in a part of the page not
 * `tested` yet, asserting it changes what is on screen, and follows what it reveals down to `depth`.
 * Between presses the page goes back to where it was: a control that opened something is pressed again
 * (which must close it), anything else is undone by loading the page again.
 */
async function pressAll(
  page: Page,
  url: string,
  path: number[],
  depth: number,
  where: string,
  tested: Set<string>,
) {
  const restore = async () => {
    await page.goto(url);
    for (const step of path) await press(page, step);
  };
  await restore();
  const seen = new Set(path.length > 0 ? await visibleControlsBefore(page, url, path) : []);
  const visible = await visibleControls(page);
  const revealed = visible.filter(
    (control) => !seen.has(control.index) && (path.length > 0 || !tested.has(control.part)),
  );
  const shown = new Set(visible.map((control) => control.index));
  for (const { index } of revealed) {
    const before = await screenState(page);
    const label = await press(page, index);
    const after = await screenState(page);
    expect(after, `${where}: pressing ${label} did nothing a person can see`).not.toEqual(before);
    const opened = after.url === before.url && after.open.length > before.open.length;
    const revealsControls =
      opened && depth > 1 && (await visibleControls(page)).some((control) => !shown.has(control.index));
    if (revealsControls) {
      await pressAll(page, url, [...path, index], depth - 1, `${where} › ${label}`, tested);
      await restore();
      continue;
    }
    if (opened) {
      await press(page, index);
      expect(await screenState(page), `${where}: pressing ${label} again did not close it`).toEqual(before);
    } else {
      await restore();
    }
  }
  if (path.length === 0) for (const { part } of revealed) tested.add(part);
}

/** The controls visible one step before the end of `path`, so only what its last press revealed is new. */
async function visibleControlsBefore(page: Page, url: string, path: number[]): Promise<number[]> {
  await page.goto(url);
  for (const step of path.slice(0, -1)) await press(page, step);
  const visible = await visibleControls(page);
  await press(page, path.at(-1)!);
  return visible.map((control) => control.index);
}

test.describe("every visible control works without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Every route of a brand in one test: the time grows with the routes (the tax calendar made it 33;
  // a desktop pass takes 4-5 minutes on a busy 2-core machine).
  test.describe.configure({ timeout: 420_000 });

  for (const brand of ALL_BRANDS) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      test(`${brand.id}, ${name}: every route`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // A header or footer whose markup was already tested (every control, all the way down) is not
        // pressed again on the next page: without JavaScript the same markup does the same.
        const tested = new Set<string>();
        for (const route of ROUTES) {
          await pressAll(
            page,
            withBrand(route, brand.id),
            [],
            MAX_DEPTH,
            `${brand.id} ${name} ${route}`,
            tested,
          );
        }
        expect([...tested].filter((part) => part.startsWith("header:")).length).toBeGreaterThan(0);
      });
    }
  }

  test("controls that need scripts are not shown", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/");
    await expect(page.locator("[data-theme-option]").first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Next industries" })).toBeHidden();
    // Every hero slide's words and links stay in reach: the slides line up in a strip to scroll through.
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    for (const slide of await slides.all()) {
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeVisible();
      await expect(slide.getByRole("link", { name: "Schedule a Consultation" })).toBeVisible();
    }
  });
});
