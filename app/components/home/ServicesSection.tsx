import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowRight } from "~/shell/ui/icons";
import type { HomeServiceCard, SectionIntro } from "~/site/home";
import { useSite } from "~/site/use-site";
import { LazyImage } from "../ui/LazyImage";
import { PatternBackdrop } from "../ui/PatternBackdrop";
import { SiteLink } from "~/shell/ui/SiteLink";
import { SectionHeading } from "./SectionHeading";

/** SPEC section 9: at most six cards; the compact grid has four columns, the default three. */
export const SERVICE_CARD_LIMIT = 6;

const GRID_CLASS = {
  default: "sm:grid-cols-2 lg:grid-cols-3",
  compact: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Services: the brand's first six services as cards, in its order, and a button to all services. */
export function ServicesSection({
  intro,
  services,
  variant = "default",
}: {
  intro: SectionIntro;
  services: readonly HomeServiceCard[];
  variant?: keyof typeof GRID_CLASS;
}) {
  const { brand } = useSite();
  const cardColours = brand.colors.serviceCards.length;
  return (
    <ServerHtml
      as="section"
      aria-labelledby="services-title"
      data-home-section="services"
      className="relative isolate border-y border-border bg-muted [--pattern-ground:var(--surface-muted)] py-16 sm:py-24"
    >
      <PatternBackdrop className="opacity-70" />
      <div className="container-site">
        <SectionHeading
          id="services-title"
          eyebrow={intro.eyebrow}
          title={intro.title}
          lede={intro.lede}
          className="pattern-clearing"
        />
        <ul className={`mt-12 grid gap-6 ${GRID_CLASS[variant]}`}>
          {services.slice(0, SERVICE_CARD_LIMIT).map((service, index) => (
            <li
              key={service.id}
              data-service-card={service.id}
              className="group relative flex overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition-shadow hover:shadow-lg sm:flex-col"
            >
              {/* A thin top rule in the brand's card colours, cycled (decorative). */}
              <span
                aria-hidden="true"
                className="absolute inset-x-0 top-0 z-10 h-1"
                style={{ backgroundColor: `var(--brand-card-${(index % cardColours) + 1})` }}
              />
              {/* A thumbnail beside the text on phones, a banner above it on wider screens. */}
              <LazyImage
                src={service.image}
                alt=""
                width={480}
                height={240}
                className="mt-6 ml-5 aspect-square! max-w-20 shrink-0 self-start rounded-xl bg-muted/60 [&_img]:object-contain sm:m-0 sm:aspect-[2/1]! sm:max-w-none sm:rounded-none sm:border-b sm:border-border sm:[&_img]:object-cover"
              />
              <div className="flex flex-1 flex-col p-5 sm:p-6">
                <h3 className="text-lg font-semibold text-fg sm:text-xl">
                  <SiteLink
                    to={service.link}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {service.title}
                  </SiteLink>
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{service.shortDescription}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-primary-ink sm:mt-5"
                >
                  Learn more
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
                </span>
              </div>
              {/* The stretched link's focus ring, drawn around the whole card. */}
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 rounded-2xl group-has-[a:focus-visible]:outline-3 group-has-[a:focus-visible]:outline-offset-2 group-has-[a:focus-visible]:outline-primary-ink"
              />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <SiteLink to="/services" className="btn btn-primary px-6 text-base">
            View all services
            <ArrowRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </div>
    </ServerHtml>
  );
}
