import { formatIsoDate } from "~/resources/format";

/** "Last updated November 21, 2026", with a machine-readable <time>. */
export function LastUpdated({
  date,
  label = "Last updated",
  className = "",
}: {
  date: string;
  label?: string;
  className?: string;
}) {
  return (
    <p className={`text-sm text-fg-muted ${className}`}>
      {label}{" "}
      <time dateTime={date} className="font-medium text-fg">
        {formatIsoDate(date)}
      </time>
    </p>
  );
}
