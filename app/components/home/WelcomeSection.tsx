import { ServerHtml } from "~/delivery/ServerHtml";
import type { FirmStat } from "~/site/about";
import type { HomeCard } from "~/site/home";
import { useSite } from "~/site/use-site";
import { WELCOME_SECTION_ID } from "./HeroCarousel";
import { HomeIcon } from "./icons";
import { SectionHeading } from "./SectionHeading";
import { StatsBand } from "./StatsBand";

/** Welcome: who we are, the firm's figures counting up, and the brand's three value cards. */
export function WelcomeSection({
  title,
  lede,
  stats,
  valueCards,
}: {
  title: string;
  lede: string;
  stats: readonly FirmStat[];
  valueCards: readonly HomeCard[];
}) {
  const { brand } = useSite();
  return (
    <section
      id={WELCOME_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="welcome-title"
      data-home-section="welcome"
      className="py-16 outline-none sm:py-24"
    >
      <div className="container-site">
        <ServerHtml>
          <SectionHeading id="welcome-title" eyebrow={`Welcome to ${brand.name}`} title={title} lede={lede} />
        </ServerHtml>
        <div className="mt-12">
          <StatsBand stats={stats} />
        </div>
        <ServerHtml as="ul" className="mt-12 grid gap-6 md:grid-cols-3">
          {valueCards.map((card) => (
            <li
              key={card.title}
              className="rounded-2xl border border-border bg-surface p-6 shadow-sm lg:p-7"
              data-value-card
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary text-on-primary">
                <HomeIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-fg">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-fg-muted">{card.text}</p>
            </li>
          ))}
        </ServerHtml>
      </div>
    </section>
  );
}
