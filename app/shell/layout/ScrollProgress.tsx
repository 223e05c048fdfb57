/**
 * A thin bar along the top edge showing how far the visitor has scrolled through the page: the shell's
 * script (behaviours.ts) keeps its `--progress` up to date.
 */
export function ScrollProgress() {
  return (
    <div
      data-scroll-progress
      data-testid="scroll-progress"
      aria-hidden="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] origin-left scale-x-[var(--progress,0)] bg-primary"
    />
  );
}
