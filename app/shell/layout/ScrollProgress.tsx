import { useScrollProgressRef } from "./use-scroll";

/** A thin bar along the top edge showing how far the visitor has scrolled through the page. */
export function ScrollProgress() {
  const ref = useScrollProgressRef<HTMLDivElement>();
  return (
    <div
      ref={ref}
      data-testid="scroll-progress"
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left scale-x-[var(--progress,0)] bg-primary"
    />
  );
}
