/**
 * Small pure helpers behind the home page's moving parts (hero carousel, stat counters, industries
 * carousel), kept apart from the components so they can be tested without a browser.
 */

/** SPEC section 9: the hero carousel advances every 8 seconds. */
export const HERO_AUTO_ADVANCE_MS = 8000;

/** SPEC section 9: parallax only on screens this wide or wider, and never for visitors who prefer less motion. */
export const PARALLAX_MEDIA_QUERY = "(min-width: 768px) and (prefers-reduced-motion: no-preference)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** SPEC section 9: counters count up in about 50 steps of 30 ms (1.5 s in all). */
export const COUNT_UP_STEPS = 50;
export const COUNT_UP_STEP_MS = 30;

/** The index `offset` slides away from `index`, wrapping around both ends. */
export function wrapIndex(index: number, offset: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + offset) % count) + count) % count;
}

/**
 * The number a counter shows at `step` of `steps` (COUNT_UP_STEPS; no default: the count-up band's
 * script runs it serialised, where a module constant does not exist): 0 at the start, exactly `final`
 * at the end, never going back. It eases out so the last digits settle instead of stopping abruptly.
 */
export function countUpValue(final: number, step: number, steps: number): number {
  if (steps <= 0 || step >= steps) return final;
  if (step <= 0) return 0;
  const progress = step / steps;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(final, Math.round(final * eased));
}

/** Whether a horizontal scroller is at its start and at its end (1 px of slack for fractional pixels). */
export function scrollEdges(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): { atStart: boolean; atEnd: boolean } {
  return {
    atStart: scrollLeft <= 1,
    atEnd: scrollLeft + clientWidth >= scrollWidth - 1,
  };
}

/** The parallax offset of the hero art: it moves at `rate` of the scroll, and stops once the hero is gone. */
export function parallaxOffset(scrollY: number, heroHeight: number, rate = 0.35): number {
  const clamped = Math.min(Math.max(scrollY, 0), Math.max(heroHeight, 0));
  return Math.round(clamped * rate);
}
