import { Check } from "~/shell/ui/icons";

export interface Feature {
  title: string;
  text?: string;
}

/**
 * What a service includes, how the firm helps, what to bring: a list with check marks.
 * `layout="cards"` gives each item a card (for items with explanations); `layout="checklist"` is a
 * compact list (for short lines), in one or two columns.
 */
export function FeatureList({
  items,
  layout = "cards",
  columns = 2,
  marker = "check",
}: {
  items: readonly Feature[];
  layout?: "cards" | "checklist";
  columns?: 1 | 2 | 3;
  /**
   * "none" for topics that aren't things you get (an industry's realities, what changes a price): cards get
   * an accent rule and checklist lines a small dot instead of a check mark.
   */
  marker?: "check" | "none";
}) {
  const grid = columns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : columns === 2 ? "sm:grid-cols-2" : "";
  if (layout === "checklist") {
    return (
      <ul className={`grid gap-x-8 gap-y-3 ${grid}`}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-3 leading-relaxed">
            {marker === "check" ? <CheckMark /> : <Dot />}
            <span>
              {item.text ? (
                <>
                  <strong className="font-semibold text-fg">{item.title}.</strong>{" "}
                  <span className="text-fg-muted">{item.text}</span>
                </>
              ) : (
                item.title
              )}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  // Three columns use a six-track grid so a short last row can sit centred instead of leaving a hole.
  const cardGrid = columns === 3 ? "sm:grid-cols-2 lg:grid-cols-6" : grid;
  const lastRowStart = columns === 3 && items.length % 3 !== 0 ? items.length - (items.length % 3) : -1;
  return (
    <ul className={`grid gap-4 md:gap-5 ${cardGrid}`}>
      {items.map((item, index) => (
        <li
          key={item.title}
          className={[
            "flex gap-4 rounded-xl border border-border bg-surface p-5 shadow-sm",
            columns > 1 ? "sm:last:odd:col-span-2" : "",
            columns === 3 ? "lg:col-span-2" : "",
            index === lastRowStart ? (items.length % 3 === 2 ? "lg:col-start-2" : "lg:col-start-3") : "",
            marker === "none" ? "border-l-4 border-l-accent" : "",
          ].join(" ")}
        >
          {marker === "check" && <CheckMark />}
          <div>
            <h3 className="font-subheading text-lg leading-snug font-semibold text-fg">{item.title}</h3>
            {item.text && <p className="mt-1.5 leading-relaxed text-fg-muted">{item.text}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}

function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary"
    >
      <Check className="size-4" strokeWidth={3} />
    </span>
  );
}

function Dot() {
  return (
    <span aria-hidden="true" className="flex h-[1.625em] w-6 shrink-0 items-center justify-center">
      <span className="size-2 rounded-full bg-accent" />
    </span>
  );
}
