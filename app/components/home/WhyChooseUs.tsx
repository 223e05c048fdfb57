import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarCheck } from "~/shell/ui/icons";
import type { HomeCard, SectionIntro } from "~/site/home";
import { SiteLink } from "~/shell/ui/SiteLink";
import { HomeIcon } from "./icons";
import { SectionHeading } from "./SectionHeading";

/** Why choose us: the brand's four points (availability among them) beside a call to schedule. */
export function WhyChooseUs({ intro, points }: { intro: SectionIntro; points: readonly HomeCard[] }) {
  return (
    <ServerHtml
      as="section"
      aria-labelledby="why-title"
      data-home-section="why"
      className="border-y border-border bg-muted py-16 sm:py-24"
    >
      <div className="container-site grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading
            id="why-title"
            align="start"
            eyebrow={intro.eyebrow}
            title={intro.title}
            lede={intro.lede}
          >
            <SiteLink to="/schedule" className="btn btn-primary mt-8 px-6 text-base">
              <CalendarCheck aria-hidden="true" className="size-5" />
              Schedule a Consultation
            </SiteLink>
          </SectionHeading>
        </div>
        <ul className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:col-span-7">
          {points.map((point) => (
            <li key={point.title} data-why-point className="flex gap-4">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl border border-border bg-surface text-primary-ink shadow-sm">
                <HomeIcon name={point.icon} className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-fg">{point.title}</h3>
                <p className="mt-1.5 leading-relaxed text-fg-muted">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </ServerHtml>
  );
}
