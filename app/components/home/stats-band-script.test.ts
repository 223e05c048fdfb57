// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver, type FakeIntersectionObserver } from "~/components/test-support";
import { COUNT_UP_STEP_MS, COUNT_UP_STEPS, countUpValue, REDUCED_MOTION_QUERY } from "./motion";
import { startStatsBand, statsBandScript } from "./stats-band-script";

const STATS = [
  { label: "Years in business", value: 25, suffix: "+" },
  { label: "Clients served", value: 1200, suffix: "+" },
  { label: "Client retention", value: 98, suffix: "%" },
  { label: "Certified advisors", value: 12, suffix: "" },
];
const FINAL = STATS.map((s) => `${s.value}${s.suffix}`);
const ZERO = STATS.map((s) => `0${s.suffix}`);

/** The band as StatsBand writes it: the final numbers, a sizing copy and a copy for screen readers. */
const bandHtml = () =>
  `<dl data-testid="stats-band" data-stats-band="" data-counting="false">${STATS.map(
    (s) =>
      `<div data-stat="${s.label}"><dt>${s.label}</dt><dd><span aria-hidden="true"><span class="invisible">${s.value}${s.suffix}</span><span data-stat-value="" data-final="${s.value}" data-suffix="${s.suffix}">${s.value}${s.suffix}</span></span><span class="sr-only">${s.value}${s.suffix}</span></dd></div>`,
  ).join("")}</dl>`;

let observers: FakeIntersectionObserver[] = [];

function stubMedia(reduced: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === REDUCED_MOTION_QUERY ? reduced : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

function start({ reduced = false } = {}) {
  stubMedia(reduced);
  document.body.innerHTML = bandHtml();
  // As the page runs it: the serialised script, right after the band.
  new Function(statsBandScript())();
}

const band = () => document.querySelector<HTMLElement>("[data-testid=stats-band]")!;
const shown = () => [...document.querySelectorAll("[data-stat-value]")].map((el) => el.textContent);
const heard = () => [...document.querySelectorAll(".sr-only")].map((el) => el.textContent);
const counting = () => band().getAttribute("data-counting");

/** The observer reports the band in view or out of it (only while it still watches, as a browser does). */
function report(isIntersecting: boolean) {
  const observer = observers[0]!;
  if (observer.disconnected) return;
  observer.callback(
    [{ isIntersecting, target: band() } as unknown as IntersectionObserverEntry],
    {} as IntersectionObserver,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  observers = stubIntersectionObserver();
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

describe("runStatsBand (the stats band's script)", () => {
  it("watches the band; while it is off-screen the numbers wait at zero, with their suffixes", () => {
    start();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.targets).toEqual([band()]);
    expect(shown()).toEqual(FINAL); // until the observer first reports
    report(false);
    expect(shown()).toEqual(ZERO);
    vi.advanceTimersByTime(COUNT_UP_STEPS * COUNT_UP_STEP_MS * 2);
    expect(shown()).toEqual(ZERO);
    expect(heard()).toEqual(FINAL); // screen readers keep the final numbers
  });

  it("seen, the numbers count up in 50 steps of 30 ms to their final values", () => {
    start();
    report(false);
    report(true);
    expect(observers[0]!.disconnected).toBe(true);
    expect(counting()).toBe("true");
    expect(shown()).toEqual(ZERO);

    vi.advanceTimersByTime(COUNT_UP_STEP_MS - 1);
    expect(shown()).toEqual(ZERO);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual(STATS.map((s) => `${countUpValue(s.value, 1, COUNT_UP_STEPS)}${s.suffix}`));
    expect(shown()).not.toEqual(ZERO);

    let previous = STATS.map(() => 0);
    for (let step = 2; step < COUNT_UP_STEPS; step += 1) {
      vi.advanceTimersByTime(COUNT_UP_STEP_MS);
      const values = shown().map((text) => parseInt(text!, 10));
      values.forEach((value, i) => expect(value).toBeGreaterThanOrEqual(previous[i]!));
      previous = values;
      expect(counting()).toBe("true");
    }
    // Step 49: the eased values are all but there, and it still counts.

    vi.advanceTimersByTime(COUNT_UP_STEP_MS); // step 50: 1.5 s in all
    expect(shown()).toEqual(FINAL);
    expect(counting()).toBe("false");
    expect(vi.getTimerCount()).toBe(0); // and the counting stops
    expect(heard()).toEqual(FINAL);
  });

  it("started from React's effect, it stops when React takes the band away", () => {
    stubMedia(false);
    document.body.innerHTML = bandHtml();
    const stop = startStatsBand()!;
    report(true);
    vi.advanceTimersByTime(COUNT_UP_STEP_MS * 3);
    const midway = shown();
    stop();
    expect(observers[0]!.disconnected).toBe(true);
    expect(band().hasAttribute("data-started")).toBe(false);
    vi.advanceTimersByTime(COUNT_UP_STEPS * COUNT_UP_STEP_MS);
    expect(shown()).toEqual(midway); // the counting stopped with it
  });

  it("counts only once: scrolling away and back does not restart it", () => {
    start();
    report(true);
    vi.advanceTimersByTime(COUNT_UP_STEPS * COUNT_UP_STEP_MS);
    expect(shown()).toEqual(FINAL);
    // Even an observer that kept reporting would not restart the count nor zero the numbers.
    observers[0]!.disconnected = false;
    report(false);
    report(true);
    vi.advanceTimersByTime(COUNT_UP_STEP_MS * 5);
    expect(shown()).toEqual(FINAL);
    expect(counting()).toBe("false");
  });

  it("visitors who prefer less motion keep the server's final numbers, and nothing watches the band", () => {
    start({ reduced: true });
    expect(observers).toHaveLength(0);
    vi.advanceTimersByTime(COUNT_UP_STEPS * COUNT_UP_STEP_MS * 2);
    expect(shown()).toEqual(FINAL);
    expect(counting()).toBe("false");
  });

  it("without IntersectionObserver the final numbers stay", () => {
    vi.unstubAllGlobals();
    expect("IntersectionObserver" in window).toBe(false);
    start();
    expect(shown()).toEqual(FINAL);
    expect(counting()).toBe("false");
  });

  it("runs once per band: a second run watches nothing more", () => {
    start();
    new Function(statsBandScript())();
    expect(observers).toHaveLength(1);
    expect(document.querySelectorAll("[data-started]")).toHaveLength(1);
  });
});
