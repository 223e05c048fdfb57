import { ServerHtml } from "~/delivery/ServerHtml";
import { ArrowUpRight, MapPin } from "~/shell/ui/icons";
import type { HomeBrandCard, SectionIntro } from "~/site/home";
import { useSite } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";
import { SectionHeading } from "./SectionHeading";

/** Connected services: the firm's three brands with their taglines, and the connected-services site. */
export function ConnectedServices({
  intro,
  brands,
}: {
  intro: SectionIntro;
  brands: readonly HomeBrandCard[];
}) {
  const { brand } = useSite();
  return (
    <ServerHtml
      as="section"
      aria-labelledby="connected-title"
      data-home-section="connected"
      className="py-16 sm:py-24"
    >
      <div className="container-site">
        <SectionHeading id="connected-title" eyebrow={intro.eyebrow} title={intro.title} lede={intro.lede} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {brands.map((member) => (
            <li
              key={member.id}
              data-brand-card={member.id}
              className={`flex flex-col rounded-2xl border bg-surface p-7 shadow-sm ${member.current ? "border-primary ring-1 ring-primary" : "border-border"}`}
            >
              <div className="flex items-center justify-between gap-4">
                <img
                  src={member.mark}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 rounded-xl"
                />
                {member.current && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-xs font-semibold text-fg">
                    <MapPin aria-hidden="true" className="size-3.5" />
                    You are here
                  </span>
                )}
              </div>
              <h3 className="mt-5 text-xl font-semibold text-fg">{member.name}</h3>
              <p className="mt-1 font-subheading font-semibold text-primary-ink">{member.tagline}</p>
              <p className="mt-3 flex-1 leading-relaxed text-fg-muted">{member.description}</p>
              {!member.current && (
                <SiteLink
                  to={member.url}
                  className="mt-5 inline-flex items-center gap-1 self-start text-sm font-semibold text-primary-ink hover:underline"
                >
                  {`Visit ${member.name}`}
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <SiteLink
            to={brand.links.connectedServices}
            className="btn btn-outline px-6 text-base"
            data-cta="connected-services"
          >
            Explore our connected services
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </SiteLink>
        </div>
      </div>
    </ServerHtml>
  );
}
