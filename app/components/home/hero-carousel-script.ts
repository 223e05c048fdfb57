import { inlineCall } from "~/delivery/inline-call";
import {
  HERO_AUTO_ADVANCE_MS,
  PARALLAX_MEDIA_QUERY,
  parallaxOffset,
  REDUCED_MOTION_QUERY,
  wrapIndex,
} from "./motion";

/** The rotation control's two names (WAI-ARIA APG carousel). */
export const ROTATION_LABELS = {
  stop: "Stop automatic slide show",
  start: "Start automatic slide show",
} as const;

export interface HeroCarouselSettings {
  autoAdvanceMs: number;
  reducedMotionQuery: string;
  parallaxQuery: string;
  rotationLabels: typeof ROTATION_LABELS;
}

export interface HeroCarouselLogic {
  wrapIndex: typeof wrapIndex;
  parallaxOffset: typeof parallaxOffset;
}

const SETTINGS: HeroCarouselSettings = {
  autoAdvanceMs: HERO_AUTO_ADVANCE_MS,
  reducedMotionQuery: REDUCED_MOTION_QUERY,
  parallaxQuery: PARALLAX_MEDIA_QUERY,
  rotationLabels: ROTATION_LABELS,
};

const LOGIC: HeroCarouselLogic = { wrapIndex, parallaxOffset };

/** For a hero React drew in-app (HeroCarousel's BlockScript): the same script, run from an effect. */
export function startHeroCarousel(): (() => void) | undefined {
  return runHeroCarousel(SETTINGS, LOGIC);
}

/**
 * Everything the hero does in the browser (SPEC sections 2 and 9); the server writes it
 * (HeroCarousel.tsx) with the first slide current and rotating. The slides advance every 8 s, wrapping
 * around, while the visitor neither points at the carousel nor has keyboard focus in it (focus on the
 * rotation control itself does not pause: pressing "start" there must start the slides); visitors who
 * prefer less motion start with them still. The rotation control, previous, next and the dots are
 * shown once this runs (`data-ready`). The slides' live region speaks only while not rotating. The
 * art follows the slide, and moves with the scroll on wide screens (parallax); the scroll cue scrolls
 * to the welcome section and moves focus there.
 *
 * Its parts, in `section[data-home-section=hero]`: `[data-hero-carousel]` (the region, with
 * `data-rotating`), `[data-hero-slides]` (the live region), each `[data-hero-slide]` and
 * `[data-hero-art-view]` (`data-active`), `[data-hero-rotation]` (`data-playing` shows its pause or play
 * icon), `[data-hero-step]` (-1 or 1), each `[data-hero-dot]` (`aria-current`),
 * `[data-hero-art]` and `[data-scroll-cue]`. Serialised into the page (app/delivery/inline-call.ts),
 * so it stands alone. Returns what stops it, for a hero React drew and takes away again.
 */
export function runHeroCarousel(
  settings: HeroCarouselSettings,
  logic: HeroCarouselLogic,
): (() => void) | undefined {
  const hero = document.querySelector<HTMLElement>('[data-home-section="hero"]:not([data-started])');
  const region = hero?.querySelector<HTMLElement>("[data-hero-carousel]");
  if (!hero || !region) return undefined;
  hero.setAttribute("data-started", "");
  const listening = new AbortController();
  const { signal } = listening;
  const all = (selector: string) => [...hero.querySelectorAll<HTMLElement>(selector)];
  const slides = all("[data-hero-slide]");
  const views = all("[data-hero-art-view]");
  const dots = all("[data-hero-dot]");
  const liveRegion = hero.querySelector("[data-hero-slides]");
  const rotation = hero.querySelector<HTMLElement>("[data-hero-rotation]");
  const count = slides.length;

  let active = Math.max(
    0,
    slides.findIndex((slide) => slide.getAttribute("data-active") === "true"),
  );
  // `playing` is the visitor's choice (the rotation control); pointing and keyboard focus pause it for a while.
  let playing = !window.matchMedia(settings.reducedMotionQuery).matches;
  let hovered = false;
  let focusedInside = false;
  let timer = 0;
  let scheduled = "";

  const draw = () => {
    const rotating = playing && !hovered && !focusedInside;
    region.setAttribute("data-rotating", String(rotating));
    liveRegion?.setAttribute("aria-live", rotating ? "off" : "polite");
    slides.forEach((slide, index) => slide.setAttribute("data-active", String(index === active)));
    views.forEach((view, index) => view.setAttribute("data-active", String(index === active)));
    dots.forEach((dot, index) => {
      if (index === active) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    if (rotation) {
      rotation.setAttribute(
        "aria-label",
        playing ? settings.rotationLabels.stop : settings.rotationLabels.start,
      );
      rotation.setAttribute("data-playing", String(playing));
    }
    // The next slide comes a full interval after the last change of slide or of rotation.
    const next = `${rotating}:${active}`;
    if (next === scheduled) return;
    scheduled = next;
    window.clearTimeout(timer);
    if (rotating && count > 1) {
      timer = window.setTimeout(() => {
        active = logic.wrapIndex(active, 1, count);
        draw();
      }, settings.autoAdvanceMs);
    }
  };

  region.addEventListener(
    "mouseenter",
    () => {
      hovered = true;
      draw();
    },
    { signal },
  );
  region.addEventListener(
    "mouseleave",
    () => {
      hovered = false;
      draw();
    },
    { signal },
  );
  region.addEventListener(
    "focusin",
    (event) => {
      focusedInside = event.target !== rotation;
      draw();
    },
    { signal },
  );
  region.addEventListener(
    "focusout",
    (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node) || !region.contains(next) || next === rotation) {
        focusedInside = false;
        draw();
      }
    },
    { signal },
  );
  region.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      if (button === rotation) playing = !playing;
      else if (button.hasAttribute("data-hero-step"))
        active = logic.wrapIndex(active, Number(button.getAttribute("data-hero-step")), count);
      else if (dots.includes(button)) active = dots.indexOf(button);
      else return;
      draw();
    },
    { signal },
  );
  draw();
  for (const control of hero.querySelectorAll(".script-control")) control.setAttribute("data-ready", "true");

  // Parallax: the art moves at a fraction of the scroll, on wide screens for visitors who allow motion.
  const art = hero.querySelector<HTMLElement>("[data-hero-art]");
  let frame = 0;
  if (art) {
    const wide = window.matchMedia(settings.parallaxQuery);
    const place = () => {
      frame = 0;
      art.style.transform = wide.matches
        ? `translate3d(0, ${logic.parallaxOffset(window.scrollY, hero.offsetHeight)}px, 0)`
        : "";
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(place);
    };
    // The first placement waits for a frame: reading the hero's height now would lay out a page still
    // being parsed.
    frame = window.requestAnimationFrame(place);
    window.addEventListener("scroll", onScroll, { passive: true, signal });
    wide.addEventListener("change", place, { signal });
  }

  // The scroll cue: smoothly (unless the visitor prefers less motion), and focus goes with it.
  hero.querySelector("[data-scroll-cue]")?.addEventListener(
    "click",
    (event) => {
      const href = (event.currentTarget as HTMLAnchorElement).getAttribute("href") ?? "";
      const target = document.getElementById(href.slice(1));
      if (!target) return;
      event.preventDefault();
      const smooth = !window.matchMedia(settings.reducedMotionQuery).matches;
      target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
      target.focus({ preventScroll: true });
    },
    { signal },
  );

  return () => {
    listening.abort();
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
    hero.removeAttribute("data-started");
  };
}

let script: string | undefined;
/** The hero's script as the server's HTML runs it, right after the hero; allowed by its hash. */
export function heroCarouselScript(): string {
  script ??= inlineCall(runHeroCarousel, SETTINGS, LOGIC);
  return script;
}
