// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HERO_AUTO_ADVANCE_MS, PARALLAX_MEDIA_QUERY, REDUCED_MOTION_QUERY } from "./motion";
import { heroCarouselScript, ROTATION_LABELS, startHeroCarousel } from "./hero-carousel-script";

const SLIDES = 3;
const range = (n: number) => Array.from({ length: n }, (_, index) => index);

/** The hero as HeroCarousel writes it (first slide current, rotating), with the welcome section after it. */
const heroHtml = () =>
  `<section aria-labelledby="home-title" data-home-section="hero">
    <div aria-hidden="true"><div data-testid="hero-art" data-hero-art="">${range(SLIDES)
      .map((i) => `<div data-hero-art-view="" data-active="${i === 0}"><img src="/hero.webp" alt=""></div>`)
      .join("")}</div></div>
    <h1 id="home-title">Accounting</h1>
    <div role="region" aria-roledescription="carousel" aria-label="Highlights" data-testid="hero-carousel" data-hero-carousel="" data-rotating="true">
      <button type="button" class="script-control" data-hero-rotation="" data-playing="true" aria-label="${ROTATION_LABELS.stop}"></button>
      <div id="hero-slides" data-hero-slides="" aria-live="off">${range(SLIDES)
        .map(
          (i) =>
            `<div role="group" aria-roledescription="slide" aria-label="${i + 1} of ${SLIDES}" data-hero-slide="" data-active="${i === 0}"><h2>Slide ${i + 1}</h2><a href="/schedule" data-cta="schedule">Schedule a Consultation</a></div>`,
        )
        .join("")}</div>
      <div class="script-control">
        <button type="button" aria-label="Previous slide" aria-controls="hero-slides" data-hero-step="-1"></button>
        <div>${range(SLIDES)
          .map(
            (i) =>
              `<button type="button" aria-label="Slide ${i + 1} of ${SLIDES}"${i === 0 ? ' aria-current="true"' : ""} aria-controls="hero-slides" data-hero-dot=""><span aria-hidden="true"></span></button>`,
          )
          .join("")}</div>
        <button type="button" aria-label="Next slide" aria-controls="hero-slides" data-hero-step="1"></button>
      </div>
    </div>
    <div><a href="#welcome" data-testid="scroll-cue" data-scroll-cue=""><span class="sr-only">Scroll to the welcome section</span></a></div>
  </section>
  <section id="welcome" tabindex="-1"><h2>Welcome</h2></section>`;

/** Visitors who prefer less motion or not; wide screens (parallax) only when asked for. */
function stubMedia({ reduced, wide = false }: { reduced: boolean; wide?: boolean }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === REDUCED_MOTION_QUERY ? reduced : query === PARALLAX_MEDIA_QUERY ? wide : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function start({ reduced = false, wide = false } = {}) {
  stubMedia({ reduced, wide });
  document.body.innerHTML = heroHtml();
  // As the page runs it: the serialised script, right after the hero.
  new Function(heroCarouselScript())();
}

const q = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
const region = () => q("[data-hero-carousel]");
const rotation = () => q<HTMLButtonElement>("[data-hero-rotation]");
const step = (by: -1 | 1) => q<HTMLButtonElement>(`[data-hero-step="${by}"]`);
const dots = () => [...document.querySelectorAll<HTMLButtonElement>("[data-hero-dot]")];
const slideLink = (index: number) => document.querySelectorAll<HTMLElement>("[data-hero-slide] a")[index]!;
const liveRegion = () => q("[data-hero-slides]").getAttribute("aria-live");
const rotating = () => region().getAttribute("data-rotating");

/** The slide the page shows, by each of its three signs; they must agree. */
function shown(): number {
  const activeOf = (selector: string) =>
    [...document.querySelectorAll(selector)].map((el) => el.getAttribute("data-active"));
  const slides = activeOf("[data-hero-slide]");
  const views = activeOf("[data-hero-art-view]");
  const current = dots().map((dot) => dot.getAttribute("aria-current"));
  const index = slides.indexOf("true");
  const expected = range(SLIDES).map((i) => String(i === index));
  expect(slides).toEqual(expected);
  expect(views).toEqual(expected);
  expect(current).toEqual(range(SLIDES).map((i) => (i === index ? "true" : null)));
  return index;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("runHeroCarousel (the hero's script)", () => {
  it("shows its controls once it runs", () => {
    stubMedia({ reduced: false });
    document.body.innerHTML = heroHtml();
    const controls = [...document.querySelectorAll(".script-control")];
    expect(controls).toHaveLength(2);
    expect(controls.map((c) => c.getAttribute("data-ready"))).toEqual([null, null]);
    new Function(heroCarouselScript())();
    expect(controls.map((c) => c.getAttribute("data-ready"))).toEqual(["true", "true"]);
    expect(q('[data-home-section="hero"]').hasAttribute("data-started")).toBe(true);
  });

  it("advances every 8 seconds and wraps from the last slide to the first; while rotating the slides do not speak", () => {
    start();
    expect(HERO_AUTO_ADVANCE_MS).toBe(8000);
    expect(shown()).toBe(0);
    expect(rotating()).toBe("true");
    expect(liveRegion()).toBe("off");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS - 1);
    expect(shown()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(1);
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS);
    expect(shown()).toBe(2);
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS);
    expect(shown()).toBe(0);
    expect(rotating()).toBe("true");
    expect(liveRegion()).toBe("off");
  });

  it("pointing at the carousel stops it (the slides speak); leaving resumes a full interval later", () => {
    start();
    vi.advanceTimersByTime(5000);
    region().dispatchEvent(new MouseEvent("mouseenter"));
    expect(rotating()).toBe("false");
    expect(liveRegion()).toBe("polite");
    expect(rotation().getAttribute("data-playing")).toBe("true"); // the visitor's choice is unchanged
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS * 3);
    expect(shown()).toBe(0);

    region().dispatchEvent(new MouseEvent("mouseleave"));
    expect(rotating()).toBe("true");
    expect(liveRegion()).toBe("off");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS - 1);
    expect(shown()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(1);
  });

  it("keyboard focus in a slide pauses it until focus leaves the carousel", () => {
    start();
    slideLink(0).focus();
    expect(document.activeElement).toBe(slideLink(0));
    expect(rotating()).toBe("false");
    expect(liveRegion()).toBe("polite");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS * 2);
    expect(shown()).toBe(0);

    // Focus moving within the carousel keeps it paused.
    step(1).focus();
    expect(rotating()).toBe("false");

    // Out of the carousel: it rotates again.
    q<HTMLElement>("#welcome").focus();
    expect(rotating()).toBe("true");
    expect(liveRegion()).toBe("off");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS);
    expect(shown()).toBe(1);
  });

  it("focus on the rotation control does not pause it (so 'start' there starts the slides)", () => {
    start();
    vi.advanceTimersByTime(5000);
    rotation().focus();
    expect(document.activeElement).toBe(rotation());
    expect(rotating()).toBe("true");
    // Nor does it put off the next slide: that comes 8 s after the last change, not after the focus.
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS - 5000);
    expect(shown()).toBe(1);

    // From a slide's link to the rotation control: paused, then rotating again.
    slideLink(1).focus();
    expect(rotating()).toBe("false");
    rotation().focus();
    expect(rotating()).toBe("true");
  });

  it("the rotation control stops and starts the slides, naming what it will do", () => {
    start();
    expect(rotation().getAttribute("aria-label")).toBe(ROTATION_LABELS.stop);
    expect(rotation().getAttribute("data-playing")).toBe("true");

    rotation().click();
    expect(rotation().getAttribute("aria-label")).toBe(ROTATION_LABELS.start);
    expect(rotation().getAttribute("data-playing")).toBe("false");
    expect(rotating()).toBe("false");
    expect(liveRegion()).toBe("polite");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS * 3);
    expect(shown()).toBe(0);

    rotation().click();
    expect(rotation().getAttribute("aria-label")).toBe(ROTATION_LABELS.stop);
    expect(rotation().getAttribute("data-playing")).toBe("true");
    expect(rotating()).toBe("true");
    expect(liveRegion()).toBe("off");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS);
    expect(shown()).toBe(1);
  });

  it("visitors who prefer less motion start with the slides still, and can start them", () => {
    start({ reduced: true });
    expect(rotation().getAttribute("aria-label")).toBe(ROTATION_LABELS.start);
    expect(rotation().getAttribute("data-playing")).toBe("false");
    expect(rotating()).toBe("false");
    expect(liveRegion()).toBe("polite");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS * 3);
    expect(shown()).toBe(0);

    rotation().click();
    expect(rotation().getAttribute("aria-label")).toBe(ROTATION_LABELS.stop);
    expect(rotating()).toBe("true");
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS);
    expect(shown()).toBe(1);
  });

  it("previous, next and the dots change the slide, its art and the current dot, wrapping at both ends", () => {
    start({ reduced: true });
    step(1).click();
    expect(shown()).toBe(1);
    step(1).click();
    expect(shown()).toBe(2);
    step(1).click();
    expect(shown()).toBe(0);
    step(-1).click();
    expect(shown()).toBe(2);
    step(-1).click();
    expect(shown()).toBe(1);
    dots()[0]!.click();
    expect(shown()).toBe(0);
    // A click on the dot's inner mark counts as the dot.
    dots()[2]!.querySelector("span")!.click();
    expect(shown()).toBe(2);
    // Nothing else in the carousel changes the slide.
    slideLink(2).addEventListener("click", (event) => event.preventDefault());
    slideLink(2).click();
    expect(shown()).toBe(2);
  });

  it("a slide chosen while rotating stays a full interval before the next", () => {
    start();
    vi.advanceTimersByTime(5000);
    step(1).click();
    expect(shown()).toBe(1);
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS - 1);
    expect(shown()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toBe(2);
  });

  it("the scroll cue scrolls smoothly to the welcome section and moves focus there", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    start();
    const welcome = q("#welcome");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    q("[data-testid=scroll-cue]").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(welcome);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(welcome);
  });

  it("the scroll cue jumps without smooth scrolling for visitors who prefer less motion", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    start({ reduced: true });
    q("[data-testid=scroll-cue]").click();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(q("#welcome"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    expect(document.activeElement).toBe(q("#welcome"));
  });

  it("on wide screens the art moves with the scroll (parallax); on narrow ones it stays", () => {
    start({ wide: true });
    const art = q("[data-testid=hero-art]");
    Object.defineProperty(q('[data-home-section="hero"]'), "offsetHeight", { value: 800 });
    vi.advanceTimersByTime(20); // the first placement, a frame after the start
    expect(art.style.transform).toBe("translate3d(0, 0px, 0)");
    vi.stubGlobal("scrollY", 200);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(20); // an animation frame
    expect(art.style.transform).toBe("translate3d(0, 70px, 0)");

    document.body.innerHTML = "";
    vi.unstubAllGlobals();
    start({ wide: false });
    vi.stubGlobal("scrollY", 200);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(20);
    expect(q("[data-testid=hero-art]").style.transform).toBe("");
  });

  it("started from React's effect, it stops when React takes the hero away, and starts afresh", () => {
    stubMedia({ reduced: false });
    document.body.innerHTML = heroHtml();
    const stop = startHeroCarousel()!;
    step(1).click();
    expect(shown()).toBe(1);
    stop();
    expect(q('[data-home-section="hero"]').hasAttribute("data-started")).toBe(false);
    step(1).click();
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS * 2);
    expect(shown()).toBe(1); // no listener, no timer left
    // React runs effects twice in development: the second start binds once, as the first did.
    startHeroCarousel();
    step(1).click();
    expect(shown()).toBe(2);
  });

  it("runs once per hero: a second run binds nothing more", () => {
    start();
    new Function(heroCarouselScript())();
    step(1).click();
    expect(shown()).toBe(1); // one step, not two
    rotation().click();
    expect(rotation().getAttribute("aria-label")).toBe(ROTATION_LABELS.start); // toggled once, not back
    rotation().click();
    vi.advanceTimersByTime(HERO_AUTO_ADVANCE_MS);
    expect(shown()).toBe(2); // one timer, not two
    expect(document.querySelectorAll("[data-started]")).toHaveLength(1);
  });
});
