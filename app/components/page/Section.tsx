import { useId, type ReactNode } from "react";
import { ServerHtml } from "~/delivery/ServerHtml";

/**
 * One band of an inner page with its h2. `tone="muted"` alternates the background so long pages read as
 * distinct parts; `id` makes the section a link target (tables of contents, "see FAQs" links).
 */
export function Section({
  title,
  eyebrow,
  intro,
  id,
  tone = "plain",
  width = "wide",
  className = "",
  style,
  children,
}: {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  id?: string;
  tone?: "plain" | "muted";
  /** "narrow" keeps long reading text to a comfortable line length. */
  width?: "wide" | "narrow";
  className?: string;
  style?: React.CSSProperties;
  children?: ReactNode;
}) {
  const headingId = `${useId().replace(/:/g, "")}-title`;
  // Text, links and pictures: kept as the server wrote it (ServerHtml), never hydrated.
  return (
    <ServerHtml
      as="section"
      id={id}
      aria-labelledby={headingId}
      className={`page-section ${tone === "muted" ? "bg-muted" : "bg-bg"} py-14 md:py-20 ${className}`}
      style={style}
    >
      <div className={`container-site ${width === "narrow" ? "max-w-4xl" : ""}`}>
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} />
        {children}
      </div>
    </ServerHtml>
  );
}

/** The h2 of a section (and its eyebrow and intro), for sections laid out by hand. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  tight = false,
  className = "",
}: {
  id?: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Less space below, for a heading followed directly by its text. */
  tight?: boolean;
  className?: string;
}) {
  return (
    <div className={`max-w-3xl ${tight ? "mb-4" : "mb-8 md:mb-10"} ${className}`}>
      {eyebrow && (
        <p className="mb-2 font-subheading text-sm font-semibold tracking-wider text-primary-ink uppercase">
          {eyebrow}
        </p>
      )}
      <h2 id={id} className="text-3xl font-semibold tracking-tight md:text-4xl">
        {title}
      </h2>
      {intro && <div className="mt-4 text-lg leading-relaxed text-fg-muted">{intro}</div>}
    </div>
  );
}
