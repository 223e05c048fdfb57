import { ArrowRight, ChevronLeft, ChevronRight } from "~/shell/ui/icons";
import type { HomeIndustryCard, SectionIntro } from "~/site/home";
import { BlockScript } from "~/delivery/BlockScript";
import { LazyImage } from "../ui/LazyImage";
import { SiteLink } from "~/shell/ui/SiteLink";
import { industriesCarouselScript, startIndustriesCarousel } from "./industries-carousel-script";
import { SectionHeading } from "./SectionHeading";

const arrowButton =
  "inline-flex size-11 items-center justify-center rounded-full border border-border bg-surface text-fg shadow-sm transition-colors hover:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-45 aria-disabled:hover:bg-surface";

/**
 * Industries: five cards in a horizontal scroller (swipe on touch, snap to cards), with previous/next
 * buttons that are disabled at the ends, arrow keys while focus is inside, and a button to all industries.
 * The buttons use aria-disabled rather than `disabled` so keyboard focus stays on them at the ends. Its
 * script (industries-carousel-script.ts, written after it) runs them, and they show once it does (their
 * place kept), never without JavaScript: the scroller itself needs none.
 */
export function IndustriesCarousel({
  intro,
  industries,
}: {
  intro: SectionIntro;
  industries: readonly HomeIndustryCard[];
}) {
  return (
    <section
      aria-labelledby="industries-title"
      data-home-section="industries"
      className="overflow-hidden py-16 sm:py-24"
    >
      <div className="container-site">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <SectionHeading
            id="industries-title"
            align="start"
            eyebrow={intro.eyebrow}
            title={intro.title}
            lede={intro.lede}
          />
          <div className="script-control flex shrink-0 gap-3" role="group" aria-label="Scroll industries">
            <button
              type="button"
              className={arrowButton}
              aria-label="Previous industries"
              aria-controls="industries-track"
              aria-disabled="true"
              data-industries-step="-1"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={arrowButton}
              aria-label="Next industries"
              aria-controls="industries-track"
              aria-disabled="false"
              data-industries-step="1"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>

        <ul
          id="industries-track"
          data-industries-track=""
          aria-label={intro.title}
          data-testid="industries-track"
          className="-mx-4 mt-10 flex snap-x snap-mandatory scroll-px-4 gap-6 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-6 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:-mx-8 lg:scroll-px-8 lg:px-8 [&::-webkit-scrollbar]:hidden"
        >
          {industries.map((industry) => (
            <li
              key={industry.id}
              data-industry-card={industry.id}
              className="group relative flex w-[82%] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-lg sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
            >
              <LazyImage
                src={industry.image}
                alt=""
                width={480}
                height={240}
                className="border-b border-border bg-muted/60"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-fg">
                  <SiteLink
                    to={industry.link}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {industry.name}
                  </SiteLink>
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{industry.shortDescription}</p>
                <span
                  aria-hidden="true"
                  className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-ink"
                >
                  How we help
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </div>
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 rounded-2xl group-has-[a:focus-visible]:outline-3 group-has-[a:focus-visible]:-outline-offset-3 group-has-[a:focus-visible]:outline-primary-ink"
              />
            </li>
          ))}
        </ul>

        <div className="mt-6 flex justify-center">
          <SiteLink to="/industries" className="btn btn-outline px-6 text-base">
            View all industries
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </div>
      <BlockScript script={industriesCarouselScript} start={startIndustriesCarousel} />
    </section>
  );
}
