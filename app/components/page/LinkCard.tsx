import { ArrowRight } from "~/shell/ui/icons";
import type { SiteIconName } from "~/site/services";
import { LazyImage } from "../ui/LazyImage";
import { SiteLink } from "~/shell/ui/SiteLink";
import { SiteIcon } from "./SiteIcon";

export interface LinkCardData {
  href: string;
  title: string;
  description: string;
  icon?: SiteIconName;
  /** A decorative 480x320 spot illustration. */
  image?: string;
  /** A few bullet points under the description. */
  points?: readonly string[];
}

/**
 * A card that leads to another page (a service, an industry). The title is the link; it stretches over
 * the whole card so the card is one click target and one tab stop, announced by its title alone.
 * `accent` picks one of the brand's card colours (1-4) for the top rule. A card with an illustration
 * leaves out the small icon; compact cards (no illustration) show it.
 */
export function LinkCard({
  card,
  accent,
  moreLabel = "Learn more",
  compact = false,
}: {
  card: LinkCardData;
  accent?: number;
  moreLabel?: string;
  compact?: boolean;
}) {
  const accentStyle = accent ? { borderTopColor: `var(--brand-card-${((accent - 1) % 4) + 1})` } : undefined;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow duration-200 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary-ink ${accent ? "border-t-4" : ""}`}
      style={accentStyle}
    >
      {card.image && !compact && (
        // On phones the illustration is kept short (and shown whole) so a list of cards doesn't become a long scroll.
        <div className="border-b border-border bg-muted max-sm:[&>[data-lazy-image]]:aspect-auto! max-sm:[&>[data-lazy-image]]:h-40 [&_img]:object-contain">
          <LazyImage src={card.image} alt="" width={480} height={320} />
        </div>
      )}
      <div className={`flex flex-1 flex-col ${compact ? "p-5" : "p-6"}`}>
        <div className="flex items-start gap-3">
          {card.icon && (compact || !card.image) && (
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-muted text-primary-ink"
            >
              <SiteIcon name={card.icon} />
            </span>
          )}
          <h3
            className={`font-subheading leading-snug font-semibold text-fg ${compact ? "pt-2 text-base" : card.image ? "text-xl" : "pt-1.5 text-xl"}`}
          >
            <SiteLink
              to={card.href}
              className="after:absolute after:inset-0 after:content-[''] hover:text-primary-ink focus-visible:outline-none"
            >
              {card.title}
            </SiteLink>
          </h3>
        </div>
        <p className={`mt-3 leading-relaxed text-fg-muted ${compact ? "text-sm" : ""}`}>{card.description}</p>
        {card.points && card.points.length > 0 && (
          <ul className="mt-4 space-y-1.5 text-sm text-fg">
            {card.points.map((point) => (
              <li key={point} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                {point}
              </li>
            ))}
          </ul>
        )}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-primary-ink"
        >
          {moreLabel}
          <ArrowRight className="size-4 transition-transform duration-200 group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}

/** Cards in a responsive grid: one column on phones, two on tablets, `columns` on wide screens. */
export function CardGrid({
  cards,
  columns = 3,
  compact = false,
  accents = false,
  moreLabel,
  label,
  children,
}: {
  cards: readonly LinkCardData[];
  columns?: 2 | 3 | 4;
  compact?: boolean;
  /** Cycle the brand's card colours across the cards' top rules. */
  accents?: boolean;
  moreLabel?: string;
  /** Names the list for screen readers when the section heading does not. */
  label?: string;
  /** Extra list items after the cards (each must be an <li>). */
  children?: React.ReactNode;
}) {
  const wide = columns === 4 ? "lg:grid-cols-3 xl:grid-cols-4" : columns === 3 ? "lg:grid-cols-3" : "";
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 md:gap-6 ${wide}`} aria-label={label}>
      {cards.map((card, index) => (
        <li key={card.href}>
          <LinkCard
            card={card}
            compact={compact}
            moreLabel={moreLabel}
            accent={accents ? index + 1 : undefined}
          />
        </li>
      ))}
      {children}
    </ul>
  );
}
