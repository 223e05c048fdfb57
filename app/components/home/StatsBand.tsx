import type { FirmStat } from "~/site/about";
import { BlockScript } from "~/delivery/BlockScript";
import { startStatsBand, statsBandScript } from "./stats-band-script";

/**
 * The firm's four figures. They count up the first time the band is seen (its script,
 * stats-band-script.ts, written after it). The server's HTML, visitors who prefer reduced motion and
 * screen readers always get the final numbers; each number's box is sized for its final width, so
 * counting never shifts the layout.
 */
export function StatsBand({ stats }: { stats: readonly FirmStat[] }) {
  return (
    <>
      <dl
        data-testid="stats-band"
        data-stats-band=""
        data-counting="false"
        className="grid grid-cols-2 overflow-hidden rounded-2xl bg-secondary text-on-secondary shadow-lg md:grid-cols-4"
      >
        {stats.map((stat, index) => {
          return (
            <div
              key={stat.label}
              data-stat={stat.label}
              className={`flex flex-col-reverse items-center justify-center gap-1 px-4 py-7 text-center sm:py-9 ${
                index % 2 === 1 ? "border-l border-on-secondary/15" : ""
              } ${index >= 2 ? "border-t border-on-secondary/15 md:border-t-0" : ""} ${index === 2 ? "md:border-l" : ""}`}
            >
              <dt className="text-sm font-medium text-on-secondary/90 sm:text-base">{stat.label}</dt>
              <dd className="font-heading text-4xl font-semibold tracking-tight sm:text-5xl">
                {/* An invisible copy of the final value sizes the box; the counting digits start at its
                  left edge and grow to the right, so nothing moves while they count (not even themselves). */}
                <span aria-hidden="true" className="inline-grid tabular-nums">
                  <span className="invisible [grid-area:1/1]">{`${stat.value}${stat.suffix}`}</span>
                  <span
                    data-stat-value=""
                    data-final={stat.value}
                    data-suffix={stat.suffix}
                    className="[grid-area:1/1] text-left"
                  >
                    {`${stat.value}${stat.suffix}`}
                  </span>
                </span>
                {/* One string each: a value and its suffix side by side are two text nodes and a comment. */}
                <span className="sr-only">{`${stat.value}${stat.suffix}`}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      <BlockScript script={statsBandScript} start={startStatsBand} />
    </>
  );
}
