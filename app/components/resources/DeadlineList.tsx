import { describeDaysLeft, type DeadlineStatus } from "~/resources/deadlines";
import { formatIsoDate, formatIsoMonthShort } from "~/resources/format";

export interface DeadlineRow {
  date: string;
  label: string;
  detail?: string;
  covers?: string;
  appliesTo?: readonly string[];
  status: DeadlineStatus;
  daysLeft: number;
}

/** Due dates as a list of calendar tiles, with the next one highlighted and passed ones muted. */
export function DeadlineList({ deadlines, label }: { deadlines: readonly DeadlineRow[]; label: string }) {
  return (
    <ol
      aria-label={label}
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
    >
      {deadlines.map((deadline) => {
        const [year, , day] = deadline.date.split("-");
        const month = formatIsoMonthShort(deadline.date);
        const passed = deadline.status === "passed";
        const next = deadline.status === "next";
        return (
          <li
            key={`${deadline.date}-${deadline.label}`}
            className={`flex gap-4 p-4 sm:gap-5 sm:p-5 ${next ? "bg-muted" : ""}`}
            aria-current={next ? "date" : undefined}
          >
            <div
              aria-hidden="true"
              className={`flex w-16 shrink-0 flex-col items-center justify-center rounded-xl border py-2 text-center leading-tight ${
                next ? "border-transparent bg-primary text-on-primary" : "border-border bg-bg"
              } ${passed ? "opacity-70" : ""}`}
            >
              <span className="text-xs font-semibold uppercase">{month}</span>
              <span className="text-2xl font-bold">{Number(day)}</span>
              <span className="text-xs">{year}</span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <time dateTime={deadline.date} className="font-semibold">
                  {formatIsoDate(deadline.date, { weekday: true })}
                </time>
                {next && (
                  <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-on-primary">
                    Next due, {describeDaysLeft(deadline.daysLeft)}
                  </span>
                )}
                {passed && (
                  <span className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-fg-muted">
                    Passed
                  </span>
                )}
              </p>
              <p className={`mt-1 ${passed ? "text-fg-muted" : "text-fg"}`}>{deadline.label}</p>
              {deadline.covers && <p className="text-sm text-fg-muted">Covers: {deadline.covers}</p>}
              {deadline.appliesTo && deadline.appliesTo.length > 0 && (
                <p className="text-sm text-fg-muted">Pay: {deadline.appliesTo.join(" and ")}</p>
              )}
              {deadline.detail && <p className="mt-2 text-sm text-fg-muted">{deadline.detail}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
