// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { industriesCarouselScript, startIndustriesCarousel } from "./industries-carousel-script";
import { REDUCED_MOTION_QUERY } from "./motion";

const CARD_WIDTH = 300;
const GAP = 20;

/** The section as IndustriesCarousel writes it (previous disabled, next enabled); the track's gap inline,
    as the page's CSS would give it. */
const sectionHtml = () =>
  `<section aria-labelledby="industries-title" data-home-section="industries">
    <h2 id="industries-title">Industries we serve</h2>
    <div class="script-control" role="group" aria-label="Scroll industries">
      <button type="button" aria-label="Previous industries" aria-controls="industries-track" aria-disabled="true" data-industries-step="-1"></button>
      <button type="button" aria-label="Next industries" aria-controls="industries-track" aria-disabled="false" data-industries-step="1"></button>
    </div>
    <ul id="industries-track" data-industries-track="" aria-label="Industries we serve" data-testid="industries-track" style="column-gap: ${GAP}px">${[
      "restaurants",
      "construction",
      "healthcare",
      "real-estate",
      "nonprofits",
    ]
      .map((id) => `<li data-industry-card="${id}"><h3><a href="/industries/${id}">${id}</a></h3></li>`)
      .join("")}</ul>
  </section>`;

/** The track's scroll geometry, which jsdom does not lay out: set here, read by the script. */
const geometry = { scrollLeft: 0, scrollWidth: 1600, clientWidth: 700 };

let resizeObservers: { callback: () => void; targets: Element[] }[] = [];
let scrollBy: ReturnType<typeof vi.fn>;

function stubMedia(reduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === REDUCED_MOTION_QUERY ? reduced : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function setUp({ reduced = false } = {}) {
  stubMedia(reduced);
  document.body.innerHTML = sectionHtml();
  for (const key of ["scrollLeft", "scrollWidth", "clientWidth"] as const)
    Object.defineProperty(track(), key, { configurable: true, get: () => geometry[key] });
  for (const card of document.querySelectorAll("[data-industry-card]"))
    Object.defineProperty(card, "offsetWidth", { configurable: true, value: CARD_WIDTH });
}

function start(options: { reduced?: boolean } = {}) {
  setUp(options);
  // As the page runs it: the serialised script, right after the section.
  new Function(industriesCarouselScript())();
}

const track = () => document.querySelector<HTMLElement>("[data-industries-track]")!;
const previous = () => document.querySelector<HTMLButtonElement>('[data-industries-step="-1"]')!;
const next = () => document.querySelector<HTMLButtonElement>('[data-industries-step="1"]')!;
const disabled = () => [previous(), next()].map((button) => button.getAttribute("aria-disabled"));

/** The track scrolled to `left`, as the browser reports it: a scroll event, then an animation frame. */
function scrollTo(left: number) {
  geometry.scrollLeft = left;
  track().dispatchEvent(new Event("scroll"));
  vi.advanceTimersByTime(20);
}

function keydown(key: string, on: Element = track()) {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  on.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(geometry, { scrollLeft: 0, scrollWidth: 1600, clientWidth: 700 });
  resizeObservers = [];
  vi.stubGlobal(
    "ResizeObserver",
    class {
      entry: { callback: () => void; targets: Element[] };
      constructor(callback: () => void) {
        this.entry = { callback, targets: [] };
        resizeObservers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  scrollBy = vi.fn();
  Element.prototype.scrollBy = scrollBy as unknown as Element["scrollBy"];
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollBy;
});

describe("runIndustriesCarousel (the industries carousel's script)", () => {
  it("shows its buttons once it runs", () => {
    setUp();
    const control = document.querySelector(".script-control")!;
    expect(control.hasAttribute("data-ready")).toBe(false);
    new Function(industriesCarouselScript())();
    expect(control.getAttribute("data-ready")).toBe("true");
  });

  it("disables previous at the start and next at the end, from the track's scroll position", () => {
    start();
    expect(disabled()).toEqual(["true", "false"]);
    scrollTo(CARD_WIDTH + GAP);
    expect(disabled()).toEqual(["false", "false"]);
    scrollTo(geometry.scrollWidth - geometry.clientWidth - 0.5); // a fraction short of the end is the end
    expect(disabled()).toEqual(["false", "true"]);
    scrollTo(0.5); // and of the start, the start
    expect(disabled()).toEqual(["true", "false"]);
  });

  it("measures once laid out (the observer's first report, not the server's guess) and again when the track is resized", () => {
    geometry.scrollWidth = 700; // every card fits: nowhere to go
    start();
    // Not while the page is still being parsed: the server's values stand until the first report.
    expect(disabled()).toEqual(["true", "false"]);
    expect(resizeObservers).toHaveLength(1);
    expect(resizeObservers[0]!.targets).toEqual([track()]);
    resizeObservers[0]!.callback();
    expect(disabled()).toEqual(["true", "true"]);

    geometry.clientWidth = 350; // a narrower screen: now there is more to the right
    resizeObservers[0]!.callback();
    expect(disabled()).toEqual(["true", "false"]);
  });

  it("waits for an animation frame after a scroll, measuring once however many scroll events came", () => {
    start();
    geometry.scrollLeft = 400;
    track().dispatchEvent(new Event("scroll"));
    track().dispatchEvent(new Event("scroll"));
    expect(disabled()).toEqual(["true", "false"]);
    vi.advanceTimersByTime(20);
    expect(disabled()).toEqual(["false", "false"]);
  });

  it("next and previous scroll the track by one card and its gap, smoothly", () => {
    start();
    next().click();
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.contexts[0]).toBe(track());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: CARD_WIDTH + GAP, behavior: "smooth" });

    scrollTo(CARD_WIDTH + GAP);
    previous().click();
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -(CARD_WIDTH + GAP), behavior: "smooth" });
  });

  it("started from React's effect, it stops when React takes the section away, and starts afresh", () => {
    setUp();
    const stop = startIndustriesCarousel()!;
    stop();
    expect(resizeObservers[0]!.targets).toEqual([]);
    expect(document.querySelector('[data-home-section="industries"]')!.hasAttribute("data-started")).toBe(
      false,
    );
    next().click();
    keydown("ArrowRight");
    expect(scrollBy).not.toHaveBeenCalled();
    // React runs effects twice in development: the second start binds once, as the first did.
    startIndustriesCarousel();
    next().click();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it("a disabled button does not scroll", () => {
    start();
    previous().click(); // at the start
    expect(scrollBy).not.toHaveBeenCalled();
    scrollTo(geometry.scrollWidth - geometry.clientWidth);
    next().click(); // at the end
    expect(scrollBy).not.toHaveBeenCalled();
    previous().click();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it("jumps instead of scrolling smoothly for visitors who prefer less motion", () => {
    start({ reduced: true });
    next().click();
    expect(scrollBy).toHaveBeenCalledWith({ left: CARD_WIDTH + GAP, behavior: "auto" });
  });

  it("the arrow keys scroll while focus is in the track; other keys are left alone", () => {
    start();
    const link = track().querySelector("a")!;
    const right = keydown("ArrowRight", link);
    expect(right.defaultPrevented).toBe(true);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy.mock.contexts[0]).toBe(track());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: CARD_WIDTH + GAP, behavior: "smooth" });

    const left = keydown("ArrowLeft");
    expect(left.defaultPrevented).toBe(true);
    expect(scrollBy).toHaveBeenCalledTimes(2);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -(CARD_WIDTH + GAP), behavior: "smooth" });

    for (const key of ["ArrowDown", "Enter", "Tab"]) expect(keydown(key, link).defaultPrevented).toBe(false);
    // Arrow keys outside the track are not the carousel's.
    expect(keydown("ArrowRight", next()).defaultPrevented).toBe(false);
    expect(scrollBy).toHaveBeenCalledTimes(2);
  });

  it("runs once per section: a second run binds nothing more", () => {
    start();
    new Function(industriesCarouselScript())();
    next().click();
    keydown("ArrowRight");
    expect(scrollBy).toHaveBeenCalledTimes(2); // once each, not twice
    expect(resizeObservers).toHaveLength(1);
    expect(document.querySelectorAll("[data-started]")).toHaveLength(1);
  });
});
