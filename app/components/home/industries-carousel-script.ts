import { inlineCall } from "~/delivery/inline-call";
import { REDUCED_MOTION_QUERY, scrollEdges } from "./motion";

export interface IndustriesCarouselSettings {
  reducedMotionQuery: string;
}

export interface IndustriesCarouselLogic {
  scrollEdges: typeof scrollEdges;
}

const SETTINGS: IndustriesCarouselSettings = { reducedMotionQuery: REDUCED_MOTION_QUERY };
const LOGIC: IndustriesCarouselLogic = { scrollEdges };

/** For a carousel React drew in-app (IndustriesCarousel's BlockScript): the same script, from an effect. */
export function startIndustriesCarousel(): (() => void) | undefined {
  return runIndustriesCarousel(SETTINGS, LOGIC);
}

/**
 * The industries carousel's buttons (SPEC sections 2 and 9); the track is a plain horizontal scroller
 * that needs no script (swipe, snap to cards). Previous and next scroll by one card (smoothly unless
 * the visitor prefers less motion) and say `aria-disabled` at the ends, so keyboard focus stays on
 * them; the arrow keys do the same while focus is in the track. The buttons are shown once this runs
 * (`data-ready`).
 *
 * Its parts, in `[data-home-section=industries]`: `[data-industries-track]`, each
 * `[data-industries-step]` (-1 or 1) and the `.script-control` around them. Serialised into the page
 * (app/delivery/inline-call.ts), so it stands alone. Returns what stops it, for a carousel React drew
 * and takes away again.
 */
export function runIndustriesCarousel(
  settings: IndustriesCarouselSettings,
  logic: IndustriesCarouselLogic,
): (() => void) | undefined {
  const section = document.querySelector<HTMLElement>('[data-home-section="industries"]:not([data-started])');
  const track = section?.querySelector<HTMLElement>("[data-industries-track]");
  if (!section || !track) return undefined;
  section.setAttribute("data-started", "");
  const listening = new AbortController();
  const { signal } = listening;
  const buttons = [...section.querySelectorAll<HTMLElement>("[data-industries-step]")];

  const measure = () => {
    const edges = logic.scrollEdges(track.scrollLeft, track.scrollWidth, track.clientWidth);
    for (const button of buttons) {
      const back = button.getAttribute("data-industries-step") === "-1";
      button.setAttribute("aria-disabled", String(back ? edges.atStart : edges.atEnd));
    }
  };
  const scrollByCard = (direction: number) => {
    const card = track.firstElementChild;
    if (!(card instanceof HTMLElement)) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const smooth = !window.matchMedia(settings.reducedMotionQuery).matches;
    track.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: smooth ? "smooth" : "auto" });
  };

  let frame = 0;
  track.addEventListener(
    "scroll",
    () => {
      if (!frame)
        frame = window.requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    },
    { passive: true, signal },
  );
  // Measured once laid out, and again whenever the track's size changes: measuring now would lay out a
  // page still being parsed.
  const resizes = new ResizeObserver(measure);
  resizes.observe(track);
  track.addEventListener(
    "keydown",
    (event) => {
      if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
      event.preventDefault();
      scrollByCard(event.key === "ArrowRight" ? 1 : -1);
    },
    { signal },
  );
  for (const button of buttons) {
    button.addEventListener(
      "click",
      () => {
        if (button.getAttribute("aria-disabled") !== "true")
          scrollByCard(Number(button.getAttribute("data-industries-step")));
      },
      { signal },
    );
  }
  for (const control of section.querySelectorAll(".script-control"))
    control.setAttribute("data-ready", "true");

  return () => {
    listening.abort();
    resizes.disconnect();
    window.cancelAnimationFrame(frame);
    section.removeAttribute("data-started");
  };
}

let script: string | undefined;
/** The carousel's script as the server's HTML runs it, right after the section; allowed by its hash. */
export function industriesCarouselScript(): string {
  script ??= inlineCall(runIndustriesCarousel, SETTINGS, LOGIC);
  return script;
}
