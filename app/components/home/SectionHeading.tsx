import type { ReactNode } from "react";

/** A home section's eyebrow, h2 and lede. `id` names the h2 so the section can be labelled by it. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lede,
  align = "center",
  className = "",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lede?: string;
  align?: "center" | "start";
  className?: string;
  children?: ReactNode;
}) {
  const centered = align === "center";
  return (
    <div className={`${centered ? "max-w-3xl sm:mx-auto sm:text-center" : "max-w-2xl"} ${className}`}>
      <p className="font-subheading text-sm font-semibold tracking-wider text-primary-ink uppercase">
        {eyebrow}
      </p>
      <h2 id={id} className="mt-3 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
        {title}
      </h2>
      {lede && <p className="mt-4 text-lg leading-relaxed text-fg-muted">{lede}</p>}
      {children}
    </div>
  );
}
