import { officeLocality } from "~/brands/address";
import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarDays, Clock, ExternalLink, Mail, MapPin, Phone } from "~/shell/ui/icons";
import type { Route } from "./+types/about-us";
import { getBrand } from "~/brands";
import { CtaBand, SCHEDULE_LABEL } from "~/components/page/CtaBand";
import { FeatureList } from "~/components/page/FeatureList";
import { PageHeader } from "~/components/page/PageHeader";
import { Section, SectionHeading } from "~/components/page/Section";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { breadcrumbJsonLd, organizationJsonLd } from "~/seo/structured-data";
import { ABOUT, brandFamily, FIRM_STATS, type TownServed } from "~/site/about";
import { LOCAL_TOWN, SISTER_SITES } from "~/site/locations";
import { useSite } from "~/site/use-site";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

const PATH = "/about-us";

/** Towns grouped by county, counties in the order their first town appears (home county first). */
function byCounty(towns: readonly TownServed[]): { county: string; towns: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const town of towns) groups.set(town.county, [...(groups.get(town.county) ?? []), town.name]);
  return [...groups].map(([county, names]) => ({ county, towns: names }));
}

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const brand = getBrand(getSiteContext(args.context).brand.id);
  return {
    about: {
      title: ABOUT.title,
      lede: ABOUT.lede,
      story: ABOUT.story,
      values: ABOUT.values,
      howWeWork: ABOUT.howWeWork,
      townsServedIntro: ABOUT.townsServedIntro,
      counties: byCounty(ABOUT.townsServed),
      closing: ABOUT.closing,
    },
    stats: FIRM_STATS,
    brands: brandFamily(brand),
    localTown: LOCAL_TOWN,
    sisterSites: SISTER_SITES,
    meta: pageMeta(args, (site) => ({
      title: "About Us",
      description:
        "A family-run tax, bookkeeping, payroll and consulting firm in Dresden, Ohio, for more than 20 years: our story, our values, how we work, our two offices and the towns we serve.",
      jsonLd: [
        organizationJsonLd(site.brand, site.siteUrl),
        breadcrumbJsonLd(site.siteUrl, [{ label: "About Us", href: PATH }]),
      ],
    })),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, stats, brands, localTown, sisterSites } = loaderData;
  const { brand } = useSite();
  return (
    <>
      <PageHeader title={about.title} eyebrow={brand.name} breadcrumbs={[]} lede={<p>{about.lede}</p>}>
        <div className="mt-8 flex flex-wrap gap-3">
          <SiteLink to="/schedule" className="btn btn-primary">
            <CalendarDays aria-hidden="true" className="size-4" />
            {SCHEDULE_LABEL}
          </SiteLink>
          <a href="#offices" className="btn btn-outline">
            <MapPin aria-hidden="true" className="size-4" />
            Visit an office
          </a>
        </div>
      </PageHeader>

      <ServerHtml as="section" aria-label="The firm in numbers" className="border-b border-border bg-bg">
        <dl className="container-site grid grid-cols-2 gap-x-6 gap-y-8 py-10 md:grid-cols-4 md:py-12">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 text-center">
              <dt className="text-sm font-medium tracking-wide text-fg-muted uppercase">{stat.label}</dt>
              <dd className="font-heading text-4xl font-semibold text-primary-ink md:text-5xl">
                {stat.value}
                {stat.suffix}
              </dd>
            </div>
          ))}
        </dl>
      </ServerHtml>

      <ServerHtml as="section" aria-labelledby="story-title" className="bg-bg py-14 md:py-20">
        <div className="container-site grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-16">
          <div>
            <SectionHeading
              id="story-title"
              eyebrow="Our story"
              title="A Dresden firm, grown one client at a time"
            />
            <div className="max-w-prose space-y-5 text-[1.0625rem] leading-relaxed text-fg">
              {about.story.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <aside
            aria-labelledby="glance-title"
            className="self-start rounded-2xl border border-border bg-muted p-6 md:p-8 lg:sticky lg:top-28"
          >
            <h2 id="glance-title" className="text-2xl font-semibold tracking-tight">
              At a glance
            </h2>
            <dl className="mt-5 space-y-4 text-[0.95rem]">
              <GlanceRow icon={<MapPin className="size-4" />} term="Offices">
                {brand.contact.offices.map((office) => `${office.city}, ${office.region}`).join(" and ")}
              </GlanceRow>
              <GlanceRow icon={<Clock className="size-4" />} term="Hours">
                {brand.contact.hours}
              </GlanceRow>
              <GlanceRow icon={<Phone className="size-4" />} term="Phone">
                <a
                  href={`tel:${brand.contact.phone.tel}`}
                  className="font-semibold text-primary-ink underline"
                >
                  {brand.contact.phone.display}
                </a>
              </GlanceRow>
              <GlanceRow icon={<Mail className="size-4" />} term="Email">
                <a
                  href={`mailto:${brand.contact.email}`}
                  className="font-semibold break-all text-primary-ink underline"
                >
                  {brand.contact.email}
                </a>
              </GlanceRow>
            </dl>
          </aside>
        </div>
      </ServerHtml>

      <Section
        title="What we value"
        eyebrow="Our values"
        intro="The promises behind every return, report and pay day."
        tone="muted"
        className="border-y border-border"
      >
        <FeatureList items={about.values} columns={3} marker="none" />
      </Section>

      <Section
        title="How we work"
        intro={`Open ${brand.contact.hours}. Come in, call, or meet by video: whatever fits your week.`}
      >
        <FeatureList items={about.howWeWork} columns={3} />
      </Section>

      <Section
        id="offices"
        title="Our offices"
        tone="muted"
        className="border-y border-border"
        intro="Two offices, one team. Stop by, or call ahead and we'll have your file ready."
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {brand.contact.offices.map((office) => (
            <li key={office.id} className="rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8">
              <h3 className="font-subheading text-xl font-semibold">{office.name}</h3>
              <address className="mt-3 leading-relaxed text-fg not-italic">
                {office.street}
                <br />
                {officeLocality(office)}
              </address>
              <p className="mt-3 text-fg-muted">{brand.contact.hours}</p>
              <div className="mt-5 flex flex-wrap gap-3">
                <SiteLink to={office.mapUrl} className="btn btn-outline">
                  <MapPin aria-hidden="true" className="size-4" />
                  Map and directions
                  <span className="sr-only">{` to the ${office.name}`}</span>
                </SiteLink>
                <a href={`tel:${brand.contact.phone.tel}`} className="btn btn-outline">
                  <Phone aria-hidden="true" className="size-4" />
                  {brand.contact.phone.display}
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Towns we serve" intro={about.townsServedIntro}>
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.counties.map((group) => (
            <li key={group.county}>
              <h3 className="font-subheading text-sm font-semibold tracking-wider text-fg-muted uppercase">
                {group.county} County
              </h3>
              <p className="mt-1.5 text-lg text-fg">{group.towns.join(", ")}</p>
            </li>
          ))}
        </ul>

        <div className="mt-14 rounded-2xl border border-border bg-muted p-6 md:p-8">
          <h3 className="font-subheading text-xl font-semibold">Our locations</h3>
          <p className="mt-2 max-w-3xl leading-relaxed text-fg-muted">
            You're on the site for our home town, {localTown.name}. Neighboring towns have sister sites of
            their own:
          </p>
          <ul className="mt-5 flex flex-wrap gap-3">
            <li className="inline-flex min-h-11 items-center gap-2 rounded-full border border-primary bg-surface px-4 py-2 font-semibold text-fg">
              <MapPin aria-hidden="true" className="size-4 text-primary-ink" />
              {localTown.name}
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                {localTown.note}
              </span>
            </li>
            {sisterSites.map((site) => (
              <li key={site.id}>
                <SiteLink
                  to={site.url}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 font-medium text-fg hover:border-primary hover:text-primary-ink"
                >
                  {site.name}
                  <ExternalLink aria-hidden="true" className="size-3.5 text-fg-muted" />
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section
        title="One firm, three names"
        tone="muted"
        className="border-t border-border"
        intro="Pick the door that fits what you need. Whichever you choose, you reach the same team at the same phone number."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {brands.map((member) => (
            <li
              key={member.id}
              className={`flex flex-col rounded-2xl border bg-surface p-6 shadow-sm ${member.current ? "border-primary ring-1 ring-primary" : "border-border"}`}
            >
              <h3 className="font-subheading text-xl font-semibold">{member.name}</h3>
              <p className="mt-1 font-medium text-primary-ink">{member.tagline}</p>
              <p className="mt-3 mb-5 leading-relaxed text-fg-muted">{member.description}</p>
              {member.current ? (
                <p className="mt-auto text-sm font-semibold text-fg">You're on this site now</p>
              ) : (
                <SiteLink
                  to={member.url}
                  className="mt-auto inline-flex items-center gap-1.5 font-semibold text-primary-ink underline"
                >
                  {`Visit ${member.name}`}
                  <ExternalLink aria-hidden="true" className="size-4" />
                </SiteLink>
              )}
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title="Come see us, or give us a call" text={about.closing} />
    </>
  );
}

function GlanceRow({
  icon,
  term,
  children,
}: {
  icon: React.ReactNode;
  term: string;
  children: React.ReactNode;
}) {
  // dt and dd must be direct children of the row's div (definition-list rules), so the icon sits inside the dt.
  return (
    <div className="relative pl-10">
      <dt className="font-semibold text-fg">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 inline-flex size-7 items-center justify-center rounded-full bg-surface text-primary-ink"
        >
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-fg-muted">{children}</dd>
    </div>
  );
}
