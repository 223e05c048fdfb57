/**
 * The site's main paths, as a visitor walks them, written once for every engine and both modes
 * (scripts on and off). suite.ts runs each path in a fresh page load of one browser per engine and
 * mode, then checks the page reported no script errors.
 *
 * To add a path: push `{ name, run }` onto MAIN_PATHS; do things with actions.ts and wrap each
 * thing a visitor does in `step(...)`, so a failure says which step broke.
 */
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import { expect } from "vitest";
import { ALL_BRANDS, BRANDS, type Brand } from "../../app/brands";
import { MINIMUM_FILL_MS } from "../../app/contact/fields";
import { CONTACT_MESSAGES } from "../../app/contact/schema";
import { formatMoney } from "../../app/resources/format";
import { calculateTaxes } from "../../app/resources/tax/engine";
import { parseTaxInput } from "../../app/resources/tax/input";
import { INDUSTRIES } from "../../app/site/industries";
import { getServiceForBrand } from "../../app/site/services";
import { brandDeadlines } from "../../app/resources/tax-calendar/view";
import { PAGE_REACT_RUNS, withBrand } from "../support/routes";
import {
  attributeOf,
  byText,
  click,
  countOf,
  fill,
  scrollTo,
  textOf,
  visit,
  waitForPath,
  waitForShown,
  waitForText,
  waitUntil,
} from "./actions";
import { VIEWPORT, type EnginePage, type Viewport } from "./browsers";
import { storedMessagesContaining } from "../support/outbox";

export interface PathContext {
  page: EnginePage;
  /** Origin of the production server under test. */
  origin: string;
  /** The server's DATA_DIR, where its SQLite outbox is. */
  dataDir: string;
  /** Runs one thing a visitor does; a failure names it. */
  step<T>(name: string, body: () => Promise<T>): Promise<T>;
}

export interface MainPath {
  name: string;
  /** Starts in a desktop window (browsers.ts VIEWPORT); a path may resize it (suite.ts resizes it back). */
  run(context: PathContext): Promise<void>;
}

/** A phone, and a tablet held upright: both get the phone menu (the desktop bar needs 1,024 px). */
const PHONE: Viewport = { width: 390, height: 844 };
const TABLET: Viewport = { width: 820, height: 1180 };
/** The narrowest window with the desktop bar (Tailwind's `lg`). */
const NARROW_DESKTOP: Viewport = { width: 1024, height: 900 };

/** A mark no other run uses, for finding this run's own contact message. */
function runToken(page: EnginePage): string {
  return `${page.engine}-scripts-${page.scripts ? "on" : "off"}-${randomUUID().slice(0, 8)}`;
}

function homePath(brand: Brand): MainPath {
  return {
    name: `${brand.name} home page`,
    async run({ page, origin, step }) {
      await step(`open ${withBrand("/", brand.id)}`, () => visit(page, origin, withBrand("/", brand.id)));
      await step("the page is the brand's", async () => {
        expect(await attributeOf(page, "html", "data-brand")).toBe(brand.id);
        expect(await page.evaluate(() => document.title)).toContain(brand.name);
        expect(await textOf(page, "main h1")).toBeTruthy();
        // The footer is laid out only as it nears the screen (`content-visibility: auto`), and what is
        // not laid out shows no text: read it where a visitor does.
        await page.evaluate(() => document.querySelector("footer")?.scrollIntoView());
        const copyright = `© ${new Date().getFullYear()} ${brand.name}`;
        await waitForText(page, "footer", new RegExp(copyright.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        await page.evaluate(() => window.scrollTo(0, 0));
      });
      const current = "[data-hero-slide][data-active='true']";
      if (page.scripts) {
        // The hero's own inline script runs its buttons (the page loads no script file).
        await step("the hero's next button shows the next slide", async () => {
          await waitForShown(page, "[data-hero-step='1']");
          // The slides rotate by themselves every 8 s: the next one is counted from the one shown now.
          const shown = Number((await attributeOf(page, current, "aria-label"))?.split(" ")[0]);
          const next = `${(shown % 3) + 1} of 3`;
          await click(page, "[data-hero-step='1']");
          await waitUntil(`slide ${next}`, async () =>
            (await attributeOf(page, current, "aria-label")) === next ? true : undefined,
          );
        });
      } else {
        await step("without scripts the hero's buttons are not there, and every slide is", async () => {
          await waitForShown(page, "[data-hero-step='1']", false);
          expect(await countOf(page, "[data-hero-slide] h2")).toBe(3);
        });
      }
    },
  };
}

const linksPath: MainPath = {
  name: "an in-page link and a footer link reach their pages, keeping the brand",
  async run({ page, origin, step }) {
    const brand = BRANDS.brownco;
    const services = withBrand("/services", brand.id);
    const construction = INDUSTRIES.find((industry) => industry.id === "construction")!;
    const industryPath = withBrand(`/industries/${construction.id}`, brand.id);
    await step("open the home page", () => visit(page, origin, withBrand("/", brand.id)));
    await step("follow the services section's link to all services", async () => {
      await click(page, `main a[href="${services}"]`);
      await waitForPath(page, services);
      await waitForText(page, "main h1", "Our Services");
    });
    // A page React runs (a news link too long to be a post's, answered 404): with scripts, its links
    // navigate inside the app, and a mark left on the window survives them.
    await step("open a page React runs", () => visit(page, origin, withBrand(PAGE_REACT_RUNS, brand.id)));
    await page.evaluate(() => {
      Object.assign(window, { __enginesSameDocument: true });
    });
    await step(`follow the footer's link to ${construction.name}`, async () => {
      await click(page, `footer a[href="${industryPath}"]`);
      await waitForPath(page, industryPath);
      await waitForText(page, "main h1", construction.name);
      expect(await attributeOf(page, "html", "data-brand")).toBe(brand.id);
    });
    await step(
      page.scripts ? "the footer's link navigated inside the app" : "the footer's link loaded a new page",
      async () => {
        const sameDocument = await page.evaluate(() => "__enginesSameDocument" in window);
        expect(sameDocument).toBe(page.scripts);
      },
    );
  },
};

const contentPath: MainPath = {
  name: "a service page, the blog list and a blog post render",
  async run({ page, origin, step }) {
    const brand = BRANDS.payroll;
    const bookkeeping = getServiceForBrand(brand, "bookkeeping");
    await step("open a service page", async () => {
      await visit(page, origin, withBrand("/services/bookkeeping", brand.id));
      await waitForText(page, "main h1", bookkeeping.title);
    });
    const first = await step("open the blog list", async () => {
      await visit(page, origin, "/blog");
      await waitForText(page, "main h1", "News");
      expect(await countOf(page, "[data-testid='post-card']")).toBeGreaterThan(0);
      const slug = await attributeOf(page, "[data-testid='post-card']", "data-slug");
      const title = await textOf(page, `[data-testid='post-card'] a[href='/blog/${slug}']`);
      expect(slug && title, "the first card's slug and title").toBeTruthy();
      return { slug: slug!, title: title! };
    });
    if (page.scripts) {
      await step("scroll to the end of the list: the next page's posts join it", async () => {
        const shown = await countOf(page, "[data-testid='post-card']");
        await scrollTo(page, "[data-post-list-end]");
        await waitUntil("the next page's posts", async () =>
          (await countOf(page, "[data-testid='post-card']")) > shown ? true : undefined,
        );
        // Each once, and the list no longer busy.
        expect(
          await page.evaluate(() => {
            const slugs = [...document.querySelectorAll("[data-testid='post-card']")].map((card) =>
              card.getAttribute("data-slug"),
            );
            return (
              new Set(slugs).size === slugs.length &&
              document.querySelector("[data-post-list] ul")?.getAttribute("aria-busy")
            );
          }),
        ).toBe("false");
      });
    }
    await step(`open the first post from its card (${first.slug})`, async () => {
      await click(page, `[data-testid='post-card'] a[href='/blog/${first.slug}']`);
      await waitForPath(page, `/blog/${first.slug}`);
      await waitForText(page, "main h1", first.title);
      expect(await countOf(page, "main article p")).toBeGreaterThanOrEqual(3);
    });
  },
};

const FORM = "#send-a-message form[method='post']";

/**
 * Opens /contact, fills the form and sends it. The server holds a no-script form sent sooner than
 * MINIMUM_FILL_MS after its page was rendered (the render time is the form's hidden startedAt field):
 * rather than wait that long, the form's render time is moved back by it, as if the visitor had spent
 * that long on it. The server keeps its real rule (tests/e2e/contact.spec.ts checks that a quick post is
 * held); the scripted form sends JSON without the field.
 */
async function sendContactForm(
  { page, origin, step }: PathContext,
  brand: Brand,
  values: { name: string; email: string; message: string },
): Promise<void> {
  await step("open the contact page", () => visit(page, origin, withBrand("/contact", brand.id)));
  await step("fill in the form", async () => {
    await fill(page, `${FORM} [name='name']`, values.name);
    await fill(page, `${FORM} [name='email']`, values.email);
    await fill(page, `${FORM} [name='message']`, values.message);
  });
  if (!page.scripts) {
    await step(`the form was rendered ${MINIMUM_FILL_MS} ms ago`, async () => {
      const moved = await page.evaluate(
        (selector: string, ms: number) => {
          const input = document.querySelector<HTMLInputElement>(selector);
          if (!input || !/^\d+$/.test(input.value)) return null;
          input.value = String(Number(input.value) - ms);
          return input.value;
        },
        `${FORM} input[name='startedAt']`,
        MINIMUM_FILL_MS,
      );
      expect(moved, "the form's startedAt field").toMatch(/^\d+$/);
    });
  }
  await step("press Send Message", () => click(page, `${FORM} button[type='submit']`));
}

const contactSentPath: MainPath = {
  name: "the contact form sends a valid message, which is in the outbox",
  async run(context) {
    const { page, dataDir, step } = context;
    const brand = BRANDS.payroll;
    const token = runToken(page);
    const email = `${token}@example.com`;
    const message = `Weekly payroll for six seasonal farm hands from April (${token}).`;
    await sendContactForm(context, brand, { name: "Dale Hughes", email, message });
    await step("the thank-you panel shows", () =>
      waitForText(page, "[data-testid='contact-thank-you'] :is(h1, h2, h3)", brand.thankYouTitle),
    );
    await step("the message is in the SQLite outbox, waiting for delivery", async () => {
      expect(storedMessagesContaining(dataDir, token)).toEqual([
        {
          brand_id: brand.id,
          recipient: brand.contact.email,
          name: "Dale Hughes",
          email,
          message,
          form_type: "contact",
          status: "pending",
        },
      ]);
    });
  },
};

const contactInvalidPath: MainPath = {
  name: "the contact form shows the field error for an invalid email",
  async run(context) {
    const { page, dataDir, step } = context;
    const token = runToken(page);
    await sendContactForm(context, BRANDS.dresdentax, {
      name: "Rosa Martinez",
      email: "rosa.martinez-at-example.com",
      message: `Help with our first Schedule E (${token}).`,
    });
    await step("the email field shows its error", async () => {
      await waitForText(page, `${FORM} [data-field-error='email']`, CONTACT_MESSAGES.emailInvalid);
      expect(await attributeOf(page, `${FORM} [name='email']`, "aria-invalid")).toBe("true");
      expect(await countOf(page, "[data-testid='contact-thank-you']")).toBe(0);
    });
    await step("nothing was stored", async () => {
      expect(storedMessagesContaining(dataDir, token)).toEqual([]);
    });
  },
};

const calculatorPath: MainPath = {
  name: "the tax calculator estimates a single filer's taxes",
  async run({ page, origin, step }) {
    const calculator = "/resources/tax-calculator";
    const parsed = parseTaxInput(new URLSearchParams("status=single&wages=52000"));
    if (!parsed.ok) throw new Error(`the test's input is invalid: ${JSON.stringify(parsed.fieldErrors)}`);
    const expected = calculateTaxes(parsed.input).totals.balance;
    expect(expected, "a single filer with no withholding owes").toBeLessThan(0);

    await step("open the calculator", () => visit(page, origin, calculator));
    await step("enter $52,000 of wages", () => fill(page, "#calc-wages", "52000"));
    if (page.scripts) {
      await step("the address follows what was typed", () =>
        waitUntil("wages=52000 in the address", async () =>
          (await page.evaluate(() => location.search)).includes("wages=52000") ? true : undefined,
        ),
      );
    } else {
      await step("press Calculate (a GET form)", async () => {
        await click(page, "form[aria-label='Your tax figures'] button[type='submit']");
        await waitUntil("the calculator's answer page", async () => {
          const url = await page.evaluate(() => location.pathname + location.search);
          return url.startsWith(`${calculator}?`) && url.includes("wages=52000") ? true : undefined;
        });
      });
    }
    await step("the estimate shows what the engine computes", async () => {
      await waitForText(page, "[data-testid='estimate-total']", formatMoney(Math.abs(expected)));
      expect(await textOf(page, "[data-testid='estimate-summary']")).toMatch(/estimated amount you owe/i);
    });
  },
};

const notFoundPath: MainPath = {
  name: "an unknown path answers the 404 page",
  async run({ page, origin, step }) {
    const path = `/no-such-page-${page.engine}`;
    await step("the server answers 404", async () => {
      expect((await fetch(new URL(path, origin))).status).toBe(404);
    });
    await step(`open ${path}`, () => visit(page, origin, path));
    // Checked at once: with scripts on, the page counts down five seconds and then goes home.
    await step("the 404 page shows with its ways forward", async () => {
      await waitForText(page, "main h1", /can’t find that page/);
      expect(await attributeOf(page, "main a[href='/contact']", "href")).toBe("/contact");
      expect(await textOf(page, "main a[href='/']")).toContain("Return Home Now");
    });
  },
};

/** The header's dropdowns are popovers and their groups `<details>`: they work before and without scripts. */
const desktopMenusPath: MainPath = {
  name: "the header's dropdowns and their groups open, close on an outside click, and lead on",
  async run({ page, origin, step }) {
    await step("open /about-us", () => visit(page, origin, "/about-us"));
    await step("open About › Our Locations", async () => {
      await click(page, "[popovertarget='menu-about']");
      await waitForShown(page, "#menu-about");
      await click(page, await byText(page, "#menu-about summary", "Our Locations"));
      await waitForShown(page, "#menu-about a[href^='https://'][href*='zanesville' i]");
    });
    await step("an outside click closes it", async () => {
      await page.clickAt(640, 860);
      await waitForShown(page, "#menu-about", false);
    });
    await step("Resources › Tax Resources › Tax Calculator", async () => {
      await click(page, "[popovertarget='menu-resources']");
      await waitForShown(page, "#menu-resources");
      await click(page, await byText(page, "#menu-resources summary", "Tax Resources"));
      await click(page, "#menu-resources a[href='/resources/tax-calculator']");
      await waitForPath(page, "/resources/tax-calculator");
      await waitForShown(page, "#menu-resources", false);
    });
  },
};

const phoneMenuPath: MainPath = {
  name: "on a phone, the menu opens, a section expands and a link in it is followed",
  async run({ page, origin, step }) {
    await step("open the payroll home page in a phone-sized window", async () => {
      await page.resize(PHONE);
      await visit(page, origin, withBrand("/", "payroll"));
    });
    await step("open the menu", async () => {
      await click(page, "[popovertarget='mobile-menu']");
      await waitForShown(page, "#mobile-menu nav");
    });
    await step("expand Services and follow All Services", async () => {
      await click(page, await byText(page, "#mobile-menu summary", "Services"));
      await click(page, "#mobile-menu a[href='/services?domain=payroll']");
      await waitForPath(page, "/services?domain=payroll");
      await waitForText(page, "main h1", "Our Services");
      await waitForShown(page, "#mobile-menu", false);
    });
  },
};

/** What the header shows at the page's width, and whether anything sticks out sideways. */
interface HeaderLayout {
  width: number;
  desktopBar: boolean;
  menuButton: boolean;
  callLink: boolean;
  /** The page is wider than its window (a horizontal scroll bar). */
  overflows: boolean;
}

function readHeaderLayout(): HeaderLayout {
  const shown = (selector: string) => {
    const element = document.querySelector(selector);
    return (
      element !== null &&
      element.checkVisibility({ visibilityProperty: true }) &&
      element.getClientRects().length > 0
    );
  };
  return {
    width: window.innerWidth,
    desktopBar: shown("header nav[aria-label='Main']"),
    menuButton: shown("header [popovertarget='mobile-menu']"),
    callLink: shown("header a[href^='tel:']"),
    overflows: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
}

/** Where a dropdown opened, beside its button and the window's width (without a scroll bar). */
function readDropdownPlacement(id: string) {
  const panel = document.getElementById(id)!.getBoundingClientRect();
  const button = document.querySelector(`[popovertarget='${id}']`)!.getBoundingClientRect();
  const round = (box: DOMRect) => ({
    left: Math.round(box.left),
    right: Math.round(box.right),
    top: Math.round(box.top),
    bottom: Math.round(box.bottom),
  });
  return { panel: round(panel), button: round(button), windowWidth: document.documentElement.clientWidth };
}

/**
 * Opens each of the header's dropdowns, checks it sits under its button inside the window, closes it.
 * Where neither CSS (anchor positioning, not used in WebKit: app.css) nor the page's scripts place it,
 * it opens centred under the header instead.
 */
async function checkDropdownsPlaced(page: EnginePage): Promise<void> {
  const underItsButton =
    page.scripts ||
    (await page.evaluate(
      () => CSS.supports("top: anchor(bottom)") && !CSS.supports("hanging-punctuation: first"),
    ));
  for (const id of await page.evaluate(() =>
    [...document.querySelectorAll("header [popover].nav-dropdown-panel")].map((panel) => panel.id),
  )) {
    await click(page, `[popovertarget='${id}']`);
    await waitForShown(page, `#${id}`);
    const { panel, button, windowWidth } = await page.evaluate(readDropdownPlacement, id);
    const where = `${id} at ${JSON.stringify(panel)}, its button at ${JSON.stringify(button)}, window ${windowWidth} px`;
    if (underItsButton) {
      expect(panel.top - button.bottom, `${where}: just below its button`).toBeGreaterThanOrEqual(0);
      // The panel's top margin (0.5rem) is the gap, in every engine.
      expect(panel.top - button.bottom, `${where}: just below its button`).toBeLessThanOrEqual(9);
      expect(panel.left, `${where}: reaches under its button's left edge`).toBeLessThanOrEqual(button.left);
      expect(panel.right, `${where}: reaches under its button's right edge`).toBeGreaterThanOrEqual(
        button.right,
      );
    } else {
      expect(panel.top - button.bottom, `${where}: below the header's buttons`).toBeGreaterThanOrEqual(0);
      expect(panel.top - button.bottom, `${where}: just below the header's buttons`).toBeLessThanOrEqual(40);
      expect(Math.abs(panel.left + panel.right - windowWidth), `${where}: centred`).toBeLessThanOrEqual(2);
    }
    expect(panel.left, `${where}: inside the window`).toBeGreaterThanOrEqual(0);
    expect(panel.right, `${where}: inside the window`).toBeLessThanOrEqual(windowWidth);
    // Its button toggles it: pressed again, it closes.
    await click(page, `[popovertarget='${id}']`);
    await waitForShown(page, `#${id}`, false);
  }
}

/** Resizes the window and waits until the header shows what fits the new width. */
async function resizeTo(page: EnginePage, viewport: Viewport): Promise<void> {
  await page.resize(viewport);
  const desktop = viewport.width >= NARROW_DESKTOP.width;
  const expected: HeaderLayout = {
    width: viewport.width,
    desktopBar: desktop,
    menuButton: !desktop,
    callLink: !desktop,
    overflows: false,
  };
  await waitUntil(
    `the header of a ${viewport.width} px window: ${JSON.stringify(expected)}`,
    async () => {
      const layout = await page.evaluate(readHeaderLayout);
      return isDeepStrictEqual(layout, expected) ? layout : undefined;
    },
    { seen: () => page.evaluate(readHeaderLayout) },
  );
}

/**
 * A window narrowed and widened again (a Mac window dragged narrower, an iPad turned upright): the page
 * keeps answering and shows the navigation that fits each width. WebKit once froze here for good
 * (app.css, .nav-dropdown-panel), and once kept a list of cards as wide as it was before the window was
 * narrowed straight to a phone's width (LazyImage.tsx).
 */
const resizePath: MainPath = {
  name: "a window narrowed to a tablet and a phone and widened again keeps answering, with the navigation that fits",
  async run({ page, origin, step }) {
    await step("open the home page in a wide window", async () => {
      await visit(page, origin, "/");
      await resizeTo(page, VIEWPORT);
    });
    await step("each dropdown opens under its button", () => checkDropdownsPlaced(page));
    await step(
      `narrow the window to ${NARROW_DESKTOP.width} px: each dropdown stays under its button, inside the window`,
      async () => {
        await resizeTo(page, NARROW_DESKTOP);
        await checkDropdownsPlaced(page);
      },
    );
    await step(`narrow it to a tablet (${TABLET.width} px): the phone menu opens and closes`, async () => {
      await resizeTo(page, TABLET);
      await click(page, "[popovertarget='mobile-menu']");
      await waitForShown(page, "#mobile-menu nav");
      await click(page, "[popovertarget='mobile-menu']");
      await waitForShown(page, "#mobile-menu", false);
    });
    await step(`narrow it to a phone (${PHONE.width} px): the phone menu leads to the news`, async () => {
      await resizeTo(page, PHONE);
      await click(page, "[popovertarget='mobile-menu']");
      await click(page, await byText(page, "#mobile-menu summary", "Resources"));
      await click(page, "#mobile-menu a[href='/blog']");
      await waitForPath(page, "/blog");
      await waitForText(page, "main h1", "News");
    });
    await step(`widen it again (${VIEWPORT.width} px): the desktop bar is back and leads on`, async () => {
      await resizeTo(page, VIEWPORT);
      await click(page, "[popovertarget='menu-contact']");
      await click(page, "#menu-contact a[href='/schedule']");
      await waitForPath(page, "/schedule");
      await waitForShown(page, "#menu-contact", false);
    });
    await step(
      `narrow the news straight to a phone (${PHONE.width} px, as a split screen does): nothing sticks out`,
      async () => {
        await visit(page, origin, "/blog");
        await waitForShown(page, "main article img");
        // No tablet width in between: the cards' pictures go from a third of 1,280 px to the phone's width.
        await resizeTo(page, PHONE);
      },
    );
  },
};

const themePath: MainPath = {
  name: "the theme switch turns the page dark (and is not shown without scripts)",
  async run({ page, origin, step }) {
    await step("open /contact", () => visit(page, origin, "/contact"));
    const dark = ".theme-switch[data-tone='inverse'] [data-theme-option='dark']";
    if (!page.scripts) {
      await step("the switch is not shown", () => waitForShown(page, dark, false));
      return;
    }
    try {
      await step("press Dark theme", async () => {
        await click(page, dark);
        await waitUntil("the dark theme", async () =>
          (await attributeOf(page, "html", "data-theme")) === "dark" ? true : undefined,
        );
        expect(await attributeOf(page, dark, "aria-pressed")).toBe("true");
      });
      await step("the choice outlives a reload", async () => {
        await visit(page, origin, "/contact");
        expect(await attributeOf(page, "html", "data-theme")).toBe("dark");
      });
    } finally {
      await page.evaluate(() => localStorage.removeItem("ui-theme"));
    }
  },
};

const calendarAndBookingPath: MainPath = {
  name: "the tax calendar lists the brand's deadlines, and a service's booking link carries the service",
  async run({ page, origin, step }) {
    const brand = BRANDS.payroll;
    await step("open the tax calendar", async () => {
      await visit(page, origin, withBrand("/resources/tax-calendar", brand.id));
      await waitForText(page, "main h1", "Tax Calendar");
      expect(await countOf(page, "[data-deadline]")).toBe(brandDeadlines(brand, null).length);
    });
    const link = `/schedule?service=payroll&domain=${brand.id}`;
    await step("follow the payroll page's Schedule a Consultation", async () => {
      await visit(page, origin, withBrand("/services/payroll", brand.id));
      await click(page, `main a[href='${link}']`);
      await waitForPath(page, link);
    });
    await step("the meeting request starts with the service chosen", async () => {
      // With scripts the address changes before the new page has rendered its form: wait for the form.
      const chosen = await waitUntil("the meeting request's service", () =>
        page.evaluate(
          () => document.querySelector<HTMLSelectElement>("#book select[name='service']")?.value || null,
        ),
      );
      expect(chosen).toBe(brand.contactServiceFor.payroll);
    });
  },
};

const SEARCH_BOX = "[data-search-box='page'] input[name='q']";

/** Site search: with scripts the results follow the box in the page; without, the form loads them. */
const searchPath: MainPath = {
  name: "site search finds the payroll service (in the page as the visitor types, with scripts)",
  async run({ page, origin, step }) {
    await step("open the search page", async () => {
      await visit(page, origin, "/search");
      await page.evaluate(
        () => ((window as unknown as { __enginesSameDocument: boolean }).__enginesSameDocument = true),
      );
    });
    await step("type “payroll” into its box", () => fill(page, SEARCH_BOX, "payroll"));
    if (!page.scripts)
      await step("press Search", () => click(page, "[data-search-box='page'] button[type='submit']"));
    await step("the results for “payroll” show, the payroll service among them", async () => {
      await waitForText(page, "[data-search-status]", /results? for “payroll”/);
      expect(await countOf(page, "[data-testid='search-results'] a[href='/services/payroll']")).toBe(1);
      expect(await page.evaluate(() => location.pathname + location.search)).toBe("/search?q=payroll");
      const sameDocument = await page.evaluate(() => "__enginesSameDocument" in window);
      expect(sameDocument, "the results came without a page load").toBe(page.scripts);
    });
  },
};

export const MAIN_PATHS: readonly MainPath[] = [
  ...ALL_BRANDS.map(homePath),
  linksPath,
  contentPath,
  contactSentPath,
  contactInvalidPath,
  calculatorPath,
  calendarAndBookingPath,
  searchPath,
  notFoundPath,
  desktopMenusPath,
  phoneMenuPath,
  resizePath,
  themePath,
];
