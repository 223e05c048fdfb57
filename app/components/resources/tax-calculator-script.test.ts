// @vitest-environment jsdom
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  RouterContextProvider,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver, type FakeIntersectionObserver } from "~/components/test-support";
import { BRANDS } from "~/brands";
import { resolveBrand } from "~/brands/resolve";
import { siteContext, type SiteRequestContext } from "~/request-context";
import TaxCalculator, { loader } from "~/routes/resources.tax-calculator";
import { TOAST_EVENT, type ToastRequest } from "~/shell/ui/toasts";
import { loadSiteData } from "~/site/site-data";
import {
  CALCULATOR_DEBOUNCE_MS,
  ESTIMATE_NOT_UPDATED,
  LINK_COPIED,
  LINK_NOT_COPIED,
  startTaxCalculator,
  taxCalculatorScript,
} from "./tax-calculator-script";

const PATH = "/resources/tax-calculator";

/** The root route and the calculator's, nested as app/routes.ts nests them, with their real loaders. */
const handler = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: ({ context }) => loadSiteData(context),
    Component: Outlet,
    children: [
      {
        path: PATH.slice(1),
        loader: loader as never,
        Component: () => createElement(TaxCalculator, { loaderData: useLoaderData() } as never),
      },
    ],
  },
] satisfies RouteObject[]);

/**
 * The calculator route's HTML as the server renders it for `address` (its loader and components, the
 * brand resolved from the address as the server does), and the status it answers with.
 */
async function serverRender(address: string): Promise<{ html: string; status: number }> {
  const url = new URL(address, location.origin);
  const brand = resolveBrand(url.host, url.searchParams);
  const context = new RouterContextProvider();
  context.set(siteContext, {
    brand,
    siteUrl: `https://${BRANDS[brand.id].domain}`,
    inlineMarker: "test",
    allowIndexing: false,
    schedulerUrl: null,
    services: { reminders: null },
  } as unknown as SiteRequestContext);
  const state = await handler.query(new Request(url), { requestContext: context });
  if (state instanceof Response) throw new Error(`${address} answered ${state.status}`);
  const router = createStaticRouter(handler.dataRoutes, state);
  const html = renderToString(
    createElement(StaticRouterProvider, { router, context: state, hydrate: false }),
  );
  return { html, status: state.statusCode };
}

/** The whole page the server sends for `address`, as the script's fetch receives it. */
async function serverPage(address: string): Promise<Response> {
  const { html, status } = await serverRender(address);
  return new Response(
    `<!DOCTYPE html><html lang="en"><head><title>Tax Calculator</title></head><body><main>${html}</main></body></html>`,
    { status, headers: { "Content-Type": "text/html; charset=utf-8" } },
  );
}

/** A visit to `address`: the server's markup in the document (its inline script inert, as innerHTML leaves it). */
async function open(address: string) {
  history.replaceState(null, "", address);
  document.body.innerHTML = `<main>${(await serverRender(address)).html}</main>`;
}

/** As the page runs it: the serialised script, after the calculator. */
const run = () => new Function(taxCalculatorScript())();

/** What depends on the answers: each estimate part's contents, each field's error and its control's ARIA. */
function answersShown(root: Document | DocumentFragment) {
  const parts = [...root.querySelectorAll("[data-estimate-part]")].map(
    (part) => [part.getAttribute("data-estimate-part"), part.innerHTML] as const,
  );
  const errors = [...root.querySelectorAll("[data-error-for]")].map((slot) => {
    const id = slot.getAttribute("data-error-for")!;
    const control = root.getElementById(id);
    return [
      id,
      slot.innerHTML,
      control?.getAttribute("aria-invalid") ?? null,
      control?.getAttribute("aria-describedby") ?? null,
    ] as const;
  });
  return { parts, errors };
}

/** What the server shows for `address`, to compare with the document. */
async function shownFor(address: string) {
  const page = document.createElement("template");
  page.innerHTML = (await serverRender(address)).html;
  return answersShown(page.content);
}

const q = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const form = () => q<HTMLFormElement>("form[data-tax-calculator]");
const field = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
const busy = () => q("[data-estimate]").getAttribute("aria-busy");
const summaryText = () => q('[data-testid="estimate-summary"]').textContent;
const here = () => location.pathname + location.search;

/** Typing into a text field: its value, then the `input` event the browser fires. */
function type(id: string, value: string) {
  const input = field(id);
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Choosing an option: a select fires `input` then `change`. */
function choose(id: string, value: string) {
  const select = field<HTMLSelectElement>(id);
  select.value = value;
  select.dispatchEvent(new Event("input", { bubbles: true }));
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

function submit(): Event {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  form().dispatchEvent(event);
  return event;
}

/** Lets the script's promises (the fetch, the answer's text) run on. */
async function flush() {
  for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

/** A request the script sent; the test answers it, like a slow server, or the network fails it. */
interface Asked {
  address: string;
  origin: string;
  accept: string | null;
  signal: AbortSignal;
  /** The server's page for the address (or `response`), unless the request was aborted. */
  answer: (response?: Response) => Promise<void>;
  fail: (error: Error) => Promise<void>;
}
let asked: Asked[] = [];

/** `fetch` as the browser's: it waits for its answer, and an abort rejects it with an AbortError. */
function stubFetch() {
  vi.stubGlobal("fetch", (input: URL | string, init: RequestInit = {}) => {
    const url = new URL(String(input), location.href);
    const signal = init.signal!;
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener("abort", () =>
        reject(new DOMException("The user aborted a request.", "AbortError")),
      );
      asked.push({
        address: url.pathname + url.search,
        origin: url.origin,
        accept: new Headers(init.headers).get("Accept"),
        signal,
        answer: async (response) => {
          const reply = response ?? (await serverPage(url.pathname + url.search));
          if (!signal.aborted) resolve(reply);
          await flush();
        },
        fail: async (error) => {
          reject(error);
          await flush();
        },
      });
    });
  });
}

let toasts: ToastRequest[] = [];
const heardToast = (event: Event) => toasts.push((event as CustomEvent<ToastRequest>).detail);

let observers: FakeIntersectionObserver[] = [];

/** The observer reports the estimate: on screen or not, and where its top is (below the screen: positive). */
function report(...entries: { isIntersecting: boolean; top: number }[]) {
  const observer = observers[0]!;
  observer.callback(
    entries.map(
      ({ isIntersecting, top }) =>
        ({
          isIntersecting,
          boundingClientRect: { top },
          target: q("[data-estimate]"),
        }) as unknown as IntersectionObserverEntry,
    ),
    {} as IntersectionObserver,
  );
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

beforeEach(() => {
  // The page as the server writes it (ServerHtml and BlockScript render their server side).
  vi.stubEnv("SSR", true);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  asked = [];
  toasts = [];
  observers = [];
  stubFetch();
  document.addEventListener(TOAST_EVENT, heardToast);
});

afterEach(() => {
  document.removeEventListener(TOAST_EVENT, heardToast);
  Reflect.deleteProperty(navigator, "clipboard");
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
});

describe("runTaxCalculator (the tax calculator's script)", () => {
  it("once typing pauses, asks once for the page of the answers, in the link's order and with the brand, and shows its estimate", async () => {
    await open(`${PATH}?domain=brownco`);
    const before = history.length;
    run();
    expect(summaryText()).toContain("Fill in what you know");
    type("calc-children", "2"); // the household comes before income in the form, after it in links
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS - 1);
    type("calc-wages", "$52,000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS - 1);
    expect(asked).toHaveLength(0); // each keystroke starts the pause again
    expect(busy()).toBe("false");
    vi.advanceTimersByTime(1);

    const address = `${PATH}?year=2026&status=single&wages=52000&children=2&domain=brownco`;
    expect(asked.map((request) => request.address)).toEqual([address]);
    expect(asked[0]!.origin).toBe(location.origin);
    expect(asked[0]!.accept).toBe("text/html");
    expect(busy()).toBe("true");
    expect(here()).toBe(`${PATH}?domain=brownco`); // the address follows the answer, not the question

    await asked[0]!.answer();
    expect(busy()).toBe("false");
    expect(answersShown(document)).toEqual(await shownFor(address));
    expect(summaryText()).toContain("Estimated refund");
    expect(here()).toBe(address);
    expect(history.length).toBe(before); // the entry replaced, not a new one
    expect(toasts).toEqual([]);

    type("calc-wages", "52000"); // the same answers: nothing to fetch
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(asked).toHaveLength(1);
  });

  it("keeps the history entry's state when it replaces its address", async () => {
    await open(PATH);
    history.replaceState({ key: "visit", idx: 3 }, "", PATH);
    run();
    type("calc-wages", "40000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await asked[0]!.answer();
    expect(here()).toBe(`${PATH}?year=2026&status=single&wages=40000`);
    expect(history.state).toEqual({ key: "visit", idx: 3 });
  });

  it.each([
    ["a select", () => choose("calc-year", "2025"), `${PATH}?year=2025&status=single&wages=52000`],
    ["a checkbox", () => field("calc-age65").click(), `${PATH}?year=2026&status=single&wages=52000&age65=1`],
    [
      "a radio button",
      () => field("calc-deduction-itemized").click(),
      `${PATH}?year=2026&status=single&wages=52000&deduction=itemized`,
    ],
  ])("applies %s at once", async (_kind, act, address) => {
    await open(`${PATH}?year=2026&wages=52000`);
    run();
    act();
    vi.advanceTimersByTime(0);
    expect(asked.map((request) => request.address)).toEqual([address]);
    await asked[0]!.answer();
    expect(answersShown(document)).toEqual(await shownFor(address));
    expect(here()).toBe(address);
  });

  it("shows the year chosen everywhere the page names it", async () => {
    await open(`${PATH}?wages=52000`);
    run();
    expect(q("#estimate-heading").textContent).toBe("Your 2026 estimate");
    choose("calc-year", "2025");
    vi.advanceTimersByTime(0);
    await asked[0]!.answer();
    expect(q("#estimate-heading").textContent).toBe("Your 2025 estimate");
    expect(q('[data-estimate-part="facts"]').textContent).toContain("Tax year:2025");
    expect(q('[data-estimate-part="note"]').textContent).toContain("published 2025 tables");
  });

  it("replaces only the parts that changed, inside a live region that stays, so only a new bottom line is heard", async () => {
    await open(`${PATH}?wages=52000`);
    run();
    const headline = q('[data-estimate-part="headline"]');
    expect(headline.getAttribute("aria-live")).toBe("polite");
    const spoken = headline.firstElementChild;
    const sources = q('[data-estimate-part="sources"]').firstElementChild;
    // An answer that changes nothing of the estimate: a withholding of 0 where there was none.
    type("calc-fedWithheld", "0");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await asked[0]!.answer();
    expect(here()).toBe(`${PATH}?year=2026&status=single&wages=52000&fedWithheld=0`);
    expect(headline.firstElementChild).toBe(spoken);
    expect(q('[data-estimate-part="sources"]').firstElementChild).toBe(sources);
    // A new bottom line: the same region, its words replaced.
    type("calc-wages", "61000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await asked[1]!.answer();
    expect(q('[data-estimate-part="headline"]')).toBe(headline);
    expect(headline.firstElementChild).not.toBe(spoken);
    expect(answersShown(document)).toEqual(await shownFor(here()));
    expect(q('[data-estimate-part="sources"]').firstElementChild).toBe(sources);
  });

  it("waits for the pause when a text field reports a change (leaving it), as typing does", async () => {
    await open(PATH);
    run();
    const wages = field("calc-wages");
    wages.value = "52000";
    wages.dispatchEvent(new Event("change", { bubbles: true }));
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 3);
    expect(asked).toHaveLength(0);
  });

  it("moves in a field's error and its control's ARIA, then takes them away once the answer is fixed", async () => {
    await open(`${PATH}?wages=52000`);
    run();
    const wages = field("calc-wages");
    expect(wages.hasAttribute("aria-invalid")).toBe(false);
    expect(wages.getAttribute("aria-describedby")).toBe("calc-wages-hint");

    type("calc-wages", "52x");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await asked[0]!.answer();
    const wrong = `${PATH}?year=2026&status=single&wages=52x`;
    expect(here()).toBe(wrong);
    expect(answersShown(document)).toEqual(await shownFor(wrong));
    expect(q('[data-error-for="calc-wages"]').textContent).toBe(
      "Enter a dollar amount using digits, like 52000 or 52,000.",
    );
    expect(wages.getAttribute("aria-invalid")).toBe("true");
    expect(wages.getAttribute("aria-describedby")).toBe("calc-wages-hint calc-wages-error");
    expect(summaryText()).toContain("One answer needs a look");
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);

    type("calc-wages", "60000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await asked[1]!.answer();
    const fixed = `${PATH}?year=2026&status=single&wages=60000`;
    expect(answersShown(document)).toEqual(await shownFor(fixed));
    expect(q('[data-error-for="calc-wages"]').childNodes).toHaveLength(0);
    expect(wages.hasAttribute("aria-invalid")).toBe(false);
    expect(wages.getAttribute("aria-describedby")).toBe("calc-wages-hint");
    expect(summaryText()).toContain("Estimated");
  });

  it("takes away an error the page was served with once the answer is fixed", async () => {
    await open(`${PATH}?wages=52000&pretax=90000`);
    run();
    const shownFirst = answersShown(document);
    expect(shownFirst).toEqual(await shownFor(`${PATH}?wages=52000&pretax=90000`));
    expect(field("calc-pretax").getAttribute("aria-invalid")).toBe("true");
    type("calc-pretax", "2000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await asked[0]!.answer();
    expect(field("calc-pretax").hasAttribute("aria-invalid")).toBe(false);
    expect(answersShown(document)).toEqual(
      await shownFor(`${PATH}?year=2026&status=single&wages=52000&pretax=2000`),
    );
  });

  it("never writes over what is typed while a request runs", async () => {
    await open(PATH);
    run();
    type("calc-wages", "5");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    type("calc-wages", "55000"); // still typing when the answer for "5" comes
    type("calc-children", "1");
    await asked[0]!.answer();
    expect(here()).toBe(`${PATH}?year=2026&status=single&wages=5`);
    expect(field("calc-wages").value).toBe("55000");
    expect(field("calc-children").value).toBe("1");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(asked[1]!.address).toBe(`${PATH}?year=2026&status=single&wages=55000&children=1`);
  });

  it("lets a newer request cancel an older one, whose answer is never shown", async () => {
    await open(PATH);
    run();
    type("calc-wages", "30000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    type("calc-wages", "90000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(asked).toHaveLength(2);
    expect(asked[0]!.signal.aborted).toBe(true);
    expect(asked[1]!.signal.aborted).toBe(false);
    await flush();
    expect(busy()).toBe("true"); // the older one ending does not end the newer one's wait
    expect(toasts).toEqual([]); // nor is it a failure

    const newer = `${PATH}?year=2026&status=single&wages=90000`;
    await asked[1]!.answer();
    await asked[0]!.answer(); // too late: it was cancelled
    expect(here()).toBe(newer);
    expect(answersShown(document)).toEqual(await shownFor(newer));
    expect(busy()).toBe("false");
    expect(toasts).toEqual([]);
  });

  it.each([
    ["the network fails", (request: Asked) => request.fail(new TypeError("Failed to fetch"))],
    [
      "the answer is another page (a Wi-Fi sign-in)",
      (request: Asked) =>
        request.answer(new Response("<!DOCTYPE html><title>Sign in</title><form><input name=user></form>")),
    ],
    [
      "the server answers with an error status",
      async (request: Asked) => {
        const page = await serverPage(request.address);
        return request.answer(new Response(await page.text(), { status: 503 }));
      },
    ],
  ])("when %s, says so, keeps what was shown, and Calculate tries again", async (_case, fail) => {
    await open(`${PATH}?wages=52000`);
    const shownBefore = answersShown(document);
    run();
    type("calc-wages", "70000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    await fail(asked[0]!);
    expect(toasts).toEqual([ESTIMATE_NOT_UPDATED]);
    expect(answersShown(document)).toEqual(shownBefore);
    expect(here()).toBe(`${PATH}?wages=52000`);
    expect(busy()).toBe("false");
    expect(field("calc-wages").value).toBe("70000");

    expect(submit().defaultPrevented).toBe(true);
    const address = `${PATH}?year=2026&status=single&wages=70000`;
    expect(asked.map((request) => request.address)).toEqual([address, address]);
    await asked[1]!.answer();
    expect(answersShown(document)).toEqual(await shownFor(address));
    expect(here()).toBe(address);
    expect(toasts).toEqual([ESTIMATE_NOT_UPDATED]);
  });

  it("Calculate updates at once, instead of sending the form, and takes focus to the estimate", async () => {
    await open(PATH);
    run();
    field("calc-wages").focus();
    type("calc-wages", "52000");
    const sent = submit();
    expect(sent.defaultPrevented).toBe(true);
    expect(asked.map((request) => request.address)).toEqual([`${PATH}?year=2026&status=single&wages=52000`]);
    expect(document.activeElement).toBe(q("#estimate-heading"));
    expect(busy()).toBe("true");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 2);
    expect(asked).toHaveLength(1); // the typing's pause asks nothing more
    await asked[0]!.answer();
    expect(summaryText()).toContain("Estimated");
    expect(document.activeElement).toBe(q("#estimate-heading"));
  });

  it("Calculate with nothing new still takes focus to the estimate, without a request", async () => {
    await open(`${PATH}?year=2026&status=single&wages=52000`);
    run();
    expect(submit().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(q("#estimate-heading"));
    expect(asked).toHaveLength(0);
  });

  describe("the Copy link button", () => {
    const button = () => q<HTMLButtonElement>("[data-copy-estimate-link]");

    it("stays hidden without a clipboard", async () => {
      expect(navigator.clipboard).toBeUndefined();
      await open(PATH);
      expect(button().hidden).toBe(true);
      run();
      expect(button().hidden).toBe(true);
      button().click();
      await flush();
      expect(toasts).toEqual([]);
    });

    it("copies the estimate's current address and says so", async () => {
      const copied: string[] = [];
      stubClipboard((text) => {
        copied.push(text);
        return Promise.resolve();
      });
      await open(PATH);
      run();
      expect(button().hidden).toBe(false);
      type("calc-wages", "52000");
      vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
      await asked[0]!.answer();
      button().click();
      await flush();
      expect(copied).toEqual([`${location.origin}${PATH}?year=2026&status=single&wages=52000`]);
      expect(toasts).toEqual([LINK_COPIED]);
      // Typed a moment ago, still within the pause: the link holds it all the same.
      type("calc-wages", "61000");
      button().click();
      await flush();
      expect(copied[1]).toBe(`${location.origin}${PATH}?year=2026&status=single&wages=61000`);
    });

    it("says when the browser would not copy it", async () => {
      stubClipboard(() => Promise.reject(new DOMException("Denied", "NotAllowedError")));
      await open(PATH);
      run();
      button().click();
      await flush();
      expect(toasts).toEqual([LINK_NOT_COPIED]);
    });
  });

  describe("the phone's bar with the bottom line", () => {
    const bar = () => q("[data-estimate-bar]");

    it("shows while the estimate is below the screen, and hides once it is reached or passed", async () => {
      observers = stubIntersectionObserver();
      await open(`${PATH}?wages=52000`);
      run();
      expect(observers).toHaveLength(1);
      expect(observers[0]!.targets).toEqual([q("[data-estimate]")]);
      expect(bar().hidden).toBe(true); // until the observer first reports
      report({ isIntersecting: false, top: 900 });
      expect(bar().hidden).toBe(false);
      expect(bar().textContent).toContain("See the estimate");
      report({ isIntersecting: true, top: 300 });
      expect(bar().hidden).toBe(true);
      report({ isIntersecting: false, top: -1200 }); // scrolled past it
      expect(bar().hidden).toBe(true);
      report({ isIntersecting: false, top: 900 });
      expect(bar().hidden).toBe(false);
    });

    it("follows the latest of several reports delivered together", async () => {
      observers = stubIntersectionObserver();
      await open(`${PATH}?wages=52000`);
      run();
      // Scrolled down to the estimate fast: the page was below, then on screen, reported at once.
      report({ isIntersecting: false, top: 900 }, { isIntersecting: true, top: 200 });
      expect(bar().hidden).toBe(true);
    });

    it("keeps its place (shown or not) while its contents follow the answers", async () => {
      observers = stubIntersectionObserver();
      await open(`${PATH}?wages=52000`);
      run();
      report({ isIntersecting: false, top: 900 });
      type("calc-wages", "20000");
      vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
      await asked[0]!.answer();
      const address = `${PATH}?year=2026&status=single&wages=20000`;
      const bars = (await shownFor(address)).parts.filter(([name]) => name === "bar");
      expect(bars).toEqual([["bar", bar().innerHTML]]);
      expect(bar().hidden).toBe(false);
    });

    it("stays hidden without IntersectionObserver", async () => {
      expect("IntersectionObserver" in window).toBe(false);
      await open(`${PATH}?wages=52000`);
      run();
      expect(bar().hidden).toBe(true);
    });
  });

  describe("answers changed before the script arrived", () => {
    it.each([
      ["typed", () => (field("calc-wages").value = "61000"), `${PATH}?year=2026&status=single&wages=61000`],
      [
        "chosen",
        () => (field<HTMLSelectElement>("calc-status").value = "hoh"),
        `${PATH}?year=2026&status=hoh&wages=52000`,
      ],
      [
        "ticked",
        () => (field("calc-blind").checked = true),
        `${PATH}?year=2026&status=single&wages=52000&blind=1`,
      ],
      [
        "switched",
        () => (field("calc-deduction-itemized").checked = true),
        `${PATH}?year=2026&status=single&wages=52000&deduction=itemized`,
      ],
    ])("%s: updates the estimate at once", async (_how, change, address) => {
      await open(`${PATH}?year=2026&status=single&wages=52000`);
      change();
      run();
      vi.advanceTimersByTime(0);
      expect(asked.map((request) => request.address)).toEqual([address]);
      await asked[0]!.answer();
      expect(answersShown(document)).toEqual(await shownFor(address));
    });

    it("none: asks nothing", async () => {
      await open(`${PATH}?year=2026&status=mfj&wages=52000&age65=1&deduction=itemized&itemized=30000`);
      expect(field("calc-age65").checked).toBe(true);
      run();
      vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 3);
      expect(asked).toHaveLength(0);
    });

    it("none, when a link's answer is not among a select's options (a year no longer offered): the server's error stays", async () => {
      const address = `${PATH}?year=2019&wages=52000`;
      await open(address);
      expect(q('[data-error-for="calc-year"]').textContent).toBe("Choose tax year 2025 or 2026.");
      // No option is the select's default, so the browser shows its first: not the visitor's doing.
      expect(field<HTMLSelectElement>("calc-year").value).toBe("2025");
      run();
      vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 3);
      expect(asked).toHaveLength(0);
      expect(here()).toBe(address);
    });
  });

  it("started from React's effect, it stops when React takes the calculator away", async () => {
    await open(PATH);
    const stop = startTaxCalculator()!;
    expect(form().hasAttribute("data-started")).toBe(true);
    type("calc-wages", "52000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(asked).toHaveLength(1);
    const running = asked[0]!;
    type("calc-wages", "53000"); // its pause is still running when the calculator goes
    stop();
    expect(running.signal.aborted).toBe(true);
    expect(form().hasAttribute("data-started")).toBe(false);
    await flush();
    expect(busy()).toBe("false");
    expect(toasts).toEqual([]);

    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 2);
    type("calc-wages", "54000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS * 2);
    choose("calc-status", "hoh");
    vi.advanceTimersByTime(0);
    expect(submit().defaultPrevented).toBe(false);
    expect(asked).toHaveLength(1);
    expect(here()).toBe(PATH);
  });

  it("stops watching for the bar and listening to the Copy link button", async () => {
    observers = stubIntersectionObserver();
    stubClipboard(() => Promise.resolve());
    await open(PATH);
    const stop = startTaxCalculator()!;
    stop();
    expect(observers[0]!.disconnected).toBe(true);
    q<HTMLButtonElement>("[data-copy-estimate-link]").click();
    await flush();
    expect(toasts).toEqual([]);
  });

  it("runs once per calculator: a second run binds nothing more", async () => {
    observers = stubIntersectionObserver();
    await open(PATH);
    run();
    expect(new Function(taxCalculatorScript())()).toBeUndefined();
    expect(startTaxCalculator()).toBeUndefined();
    expect(document.querySelectorAll("[data-started]")).toHaveLength(1);
    expect(observers).toHaveLength(1);
    type("calc-wages", "52000");
    vi.advanceTimersByTime(CALCULATOR_DEBOUNCE_MS);
    expect(asked).toHaveLength(1);
  });

  it("does nothing on a page without the calculator", () => {
    document.body.innerHTML = "<main><h1>Another page</h1></main>";
    expect(() => run()).not.toThrow();
    expect(startTaxCalculator()).toBeUndefined();
  });
});
