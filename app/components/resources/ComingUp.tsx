import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarClock } from "~/shell/ui/icons";
import { describeDaysLeft } from "~/resources/deadlines";
import { formatIsoDate } from "~/resources/format";

export interface ComingUpItem {
  key: string;
  date: string;
  daysLeft: number;
  /** What is due. */
  title: string;
  /** A second, quieter line (the period it covers). */
  detail?: string;
}

/** The next due dates of a resource page, in a box above its lists. Nothing when none is left. */
export function ComingUp({ items }: { items: readonly ComingUpItem[] }) {
  if (items.length === 0) return null;
  return (
    <ServerHtml
      as="section"
      aria-labelledby="coming-up-heading"
      className="rounded-2xl border border-border bg-surface p-6 shadow-sm"
    >
      <h2 id="coming-up-heading" className="flex items-center gap-2 text-xl font-semibold">
        <CalendarClock aria-hidden="true" className="size-5 text-primary-ink" />
        Coming up
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.key} className="rounded-xl bg-muted p-4">
            <p className="font-semibold">
              <time dateTime={item.date}>{formatIsoDate(item.date, { weekday: true })}</time>
              <span className="font-normal text-fg-muted"> ({describeDaysLeft(item.daysLeft)})</span>
            </p>
            <p className="mt-1">{item.title}</p>
            {item.detail && <p className="text-sm text-fg-muted">{item.detail}</p>}
          </li>
        ))}
      </ul>
    </ServerHtml>
  );
}
