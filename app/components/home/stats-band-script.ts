import { inlineCall } from "~/delivery/inline-call";
import { COUNT_UP_STEP_MS, COUNT_UP_STEPS, countUpValue, REDUCED_MOTION_QUERY } from "./motion";

export interface StatsBandSettings {
  steps: number;
  stepMs: number;
  reducedMotionQuery: string;
}

export interface StatsBandLogic {
  countUpValue: typeof countUpValue;
}

const SETTINGS: StatsBandSettings = {
  steps: COUNT_UP_STEPS,
  stepMs: COUNT_UP_STEP_MS,
  reducedMotionQuery: REDUCED_MOTION_QUERY,
};
const LOGIC: StatsBandLogic = { countUpValue };

/** For a band React drew in-app (StatsBand's BlockScript): the same script, run from an effect. */
export function startStatsBand(): (() => void) | undefined {
  return runStatsBand(SETTINGS, LOGIC);
}

/**
 * The firm's figures count up (SPEC section 9: about 50 steps of 30 ms) the first time the band is
 * seen: while it is off-screen they wait at zero, which nobody sees. The server writes the final
 * numbers, which visitors who prefer less motion keep, and screen readers always hear (a copy of each
 * in `.sr-only`; the counting digits are hidden from them).
 *
 * Its parts: `[data-stats-band]` (`data-counting` while it counts) and each `[data-stat-value]` with
 * its `data-final` and `data-suffix`. Serialised into the page (app/delivery/inline-call.ts), so it
 * stands alone. Returns what stops it, for a band React drew and takes away again.
 */
export function runStatsBand(settings: StatsBandSettings, logic: StatsBandLogic): (() => void) | undefined {
  const band = document.querySelector<HTMLElement>("[data-stats-band]:not([data-started])");
  if (!band) return undefined;
  band.setAttribute("data-started", "");
  const stop = () => band.removeAttribute("data-started");
  if (!("IntersectionObserver" in window) || window.matchMedia(settings.reducedMotionQuery).matches)
    return stop;
  const values = [...band.querySelectorAll<HTMLElement>("[data-stat-value]")];
  const show = (step: number) => {
    band.setAttribute("data-counting", String(step < settings.steps));
    for (const value of values) {
      const final = Number(value.getAttribute("data-final"));
      value.textContent = `${logic.countUpValue(final, step, settings.steps)}${value.getAttribute("data-suffix") ?? ""}`;
    }
  };
  let started = false;
  let timer = 0;
  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (!visible) {
        if (!started) show(0);
        return;
      }
      if (started) return;
      started = true;
      observer.disconnect();
      let step = 0;
      show(step);
      timer = window.setInterval(() => {
        step += 1;
        show(step);
        if (step >= settings.steps) window.clearInterval(timer);
      }, settings.stepMs);
    },
    { threshold: 0.4 },
  );
  observer.observe(band);
  return () => {
    observer.disconnect();
    window.clearInterval(timer);
    stop();
  };
}

let script: string | undefined;
/** The band's script as the server's HTML runs it, right after the band; allowed by its hash. */
export function statsBandScript(): string {
  script ??= inlineCall(runStatsBand, SETTINGS, LOGIC);
  return script;
}
