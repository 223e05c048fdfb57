import { useEffect, useRef, useState } from "react";

/** SPEC section 9: the navigation bar shrinks and turns to glass past this many pixels of scroll. */
export const NAV_SHRINK_SCROLL_PX = 20;

/** True once the page is scrolled past `threshold` pixels. */
export function useScrolledPast(threshold = NAV_SHRINK_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/** Writes reading progress (0..1) into a CSS variable on the element, once per frame, without re-rendering. */
export function useScrollProgressRef<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0;
      ref.current?.style.setProperty("--progress", progress.toFixed(4));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
  return ref;
}
