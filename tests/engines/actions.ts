/**
 * What a visitor does and sees, on any EnginePage: click, type, and wait until the page shows
 * something. Everything is done the same way in both engines and both modes (a mouse click at the
 * element's centre, keys typed one by one), and every wait fails with what it waited for and what it
 * saw last.
 */
import type { EnginePage } from "./browsers.ts";

export const WAIT_MS = 20_000;

/**
 * Polls `probe` until it returns something other than undefined or null (WebDriver hands back a page's
 * undefined as null); errors while a page loads count as "not yet".
 */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | null>,
  { timeoutMs = WAIT_MS, seen }: { timeoutMs?: number; seen?: () => Promise<unknown> } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = "nothing yet";
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null) return value;
      last = seen ? await seen() : "not yet";
    } catch (error) {
      last = `error: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The page's state that most waits look at. */
interface PageState {
  url: string;
  readyState: DocumentReadyState;
  hydrated: string | null;
}

function readPageState(): PageState {
  return {
    url: location.pathname + location.search,
    readyState: document.readyState,
    hydrated: document.documentElement.getAttribute("data-hydrated"),
  };
}

/** Loads a page; with scripts on, also waits until React has hydrated it (root.tsx marks <html>). */
export async function visit(page: EnginePage, origin: string, path: string): Promise<void> {
  // Leave the current page only once it has stopped fetching (see EnginePage.settle): a busy machine
  // can still be fetching its route manifest when the next address is typed.
  if (page.scripts) await page.settle();
  await page.goto(new URL(path, origin).href);
  if (page.scripts) await waitForHydration(page);
}

export async function waitForHydration(page: EnginePage): Promise<void> {
  await waitUntil(
    'hydration (<html data-hydrated="true">)',
    async () => ((await page.evaluate(readPageState)).hydrated === "true" ? true : undefined),
    { seen: () => page.evaluate(readPageState) },
  );
}

/** Waits until the address is exactly `path` (with its query) and that document has loaded. */
export async function waitForPath(page: EnginePage, path: string): Promise<void> {
  await waitUntil(
    `the page at ${path}`,
    async () => {
      const state = await page.evaluate(readPageState);
      return state.url === path && state.readyState === "complete" ? true : undefined;
    },
    { seen: () => page.evaluate(readPageState) },
  );
}

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function readText(selector: string): string | null {
  const element = document.querySelector<HTMLElement>(selector);
  return element ? element.innerText : null;
}

/** Waits until the first element matching `selector` shows text equal to `expected` (or matching it). */
export async function waitForText(
  page: EnginePage,
  selector: string,
  expected: string | RegExp,
): Promise<string> {
  const matches = (text: string) =>
    typeof expected === "string" ? normalise(text) === normalise(expected) : expected.test(normalise(text));
  return waitUntil(
    `${selector} to show ${String(expected)}`,
    async () => {
      const text = await page.evaluate(readText, selector);
      return text !== null && matches(text) ? normalise(text) : undefined;
    },
    { seen: () => page.evaluate(readText, selector) },
  );
}

/** The text of the first element matching `selector`, or null when there is none. */
export async function textOf(page: EnginePage, selector: string): Promise<string | null> {
  const text = await page.evaluate(readText, selector);
  return text === null ? null : normalise(text);
}

export async function attributeOf(page: EnginePage, selector: string, name: string): Promise<string | null> {
  return page.evaluate(
    (sel: string, attribute: string) => document.querySelector(sel)?.getAttribute(attribute) ?? null,
    selector,
    name,
  );
}

export async function countOf(page: EnginePage, selector: string): Promise<number> {
  return page.evaluate((sel: string) => document.querySelectorAll(sel).length, selector);
}

/** Scrolls the element to the middle of the viewport, as a visitor scrolling down to it. */
export async function scrollTo(page: EnginePage, selector: string): Promise<void> {
  await waitUntil(`${selector} to be on the page`, () =>
    page.evaluate((sel: string) => {
      const element = document.querySelector(sel);
      element?.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
      return element ? true : undefined;
    }, selector),
  );
}

type ClickTarget = { x: number; y: number } | { problem: string };

/**
 * Where to click the element: the centre of its box, scrolled to the middle of the viewport first
 * when it is not wholly in view or something covers it. It is not scrolled again while in view, so a
 * page still moving (a header shrinking after a scroll) shows as a different point on the next look.
 */
function clickTarget(selector: string): ClickTarget {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) return { problem: "no element matches" };
  const centreOf = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
  const uncovered = (x: number, y: number) => {
    const top = document.elementFromPoint(x, y);
    return top !== null && (element === top || element.contains(top));
  };
  let box = element.getBoundingClientRect();
  const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  if (!inView || !uncovered(centreOf(box).x, centreOf(box).y)) {
    element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    box = element.getBoundingClientRect();
  }
  if (box.width === 0 || box.height === 0) return { problem: "the element has no size (hidden?)" };
  const { x, y } = centreOf(box);
  if (!uncovered(x, y)) {
    const top = document.elementFromPoint(x, y);
    const name = top
      ? `${top.tagName.toLowerCase()}${top.id ? `#${top.id}` : ""}.${top.className}`
      : "nothing";
    return { problem: `its centre is covered by ${name}` };
  }
  return { x, y };
}

/**
 * Clicks the element's centre with the mouse, as a visitor would, once it is there, not covered and
 * still: the same point on two looks in a row (a page that is still moving, such as the header
 * shrinking after a scroll, would make a click at the old point miss).
 */
export async function click(page: EnginePage, selector: string): Promise<void> {
  let previous: ClickTarget | undefined;
  const target = await waitUntil(
    `${selector} to be clickable`,
    async () => {
      const found = await page.evaluate(clickTarget, selector);
      const still =
        previous && "x" in previous && "x" in found && previous.x === found.x && previous.y === found.y;
      previous = found;
      return still && "x" in found ? found : undefined;
    },
    { seen: () => page.evaluate(clickTarget, selector) },
  );
  await page.clickAt(target.x, target.y);
}

/** Clicks into a text field, selects what is in it and types `value` over it. */
export async function fill(page: EnginePage, selector: string, value: string): Promise<void> {
  await click(page, selector);
  await page.evaluate((sel: string) => {
    const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(sel);
    field?.select();
  }, selector);
  await page.type(value);
  const typed = await page.evaluate(
    (sel: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(sel)?.value ?? null,
    selector,
  );
  if (typed !== value)
    throw new Error(`typed ${JSON.stringify(value)} into ${selector} but it holds ${JSON.stringify(typed)}`);
}

function isShown(selector: string): boolean {
  const element = document.querySelector(selector);
  return (
    element !== null &&
    element.checkVisibility({ visibilityProperty: true }) &&
    element.getClientRects().length > 0
  );
}

/** Waits until the first element matching `selector` is shown (or, with `shown: false`, is not). */
export async function waitForShown(page: EnginePage, selector: string, shown = true): Promise<void> {
  await waitUntil(`${selector} to be ${shown ? "shown" : "hidden"}`, async () =>
    (await page.evaluate(isShown, selector)) === shown ? true : undefined,
  );
}

/**
 * A selector for the first element matching `selector` whose text is exactly `text` (a summary, a
 * button), by marking it with an attribute: CSS cannot select by text.
 */
export async function byText(page: EnginePage, selector: string, text: string): Promise<string> {
  const mark = `text-${text.toLowerCase().replace(/\W+/g, "-")}`;
  const found = await page.evaluate(
    (sel: string, wanted: string, attribute: string) => {
      const element = [...document.querySelectorAll(sel)].find(
        (candidate) => (candidate.textContent ?? "").replace(/\s+/g, " ").trim() === wanted,
      );
      element?.setAttribute("data-engines-mark", attribute);
      return Boolean(element);
    },
    selector,
    text,
    mark,
  );
  if (!found) throw new Error(`no ${selector} reads "${text}"`);
  return `[data-engines-mark="${mark}"]`;
}
