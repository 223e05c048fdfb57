import { ServerHtml } from "~/delivery/ServerHtml";
import { CalendarPlus, Download } from "~/shell/ui/icons";
import type { Route } from "./+types/resources.tax-calendar";
import { getBrand } from "~/brands";
import { PageHeader } from "~/components/page/PageHeader";
import { ComingUp } from "~/components/resources/ComingUp";
import { ReminderSignup } from "~/components/reminders/ReminderSignup";
import {
  ExternalLink,
  FaqSection,
  MoreResources,
  OnThisPage,
  ResourceFacts,
  ScheduleCta,
  SourcesSection,
  RESOURCE_BREADCRUMBS,
} from "~/components/resources/ResourceParts";
import { resourceMeta } from "~/components/resources/resource-meta.server";
import { SiteLink } from "~/shell/ui/SiteLink";
import { getSiteContext } from "~/request-context";
import { taxCalendarPage } from "~/resources/content/tax-calendar";
import { daysBetween, formatIsoDate, isoDateInTimeZone, MONTHS } from "~/resources/format";
import { movedBecause } from "~/resources/tax-calendar/calendar";
import { AUDIENCE_PARAM, CALENDAR_PAGE_PATH, FEED_PATH } from "~/resources/tax-calendar/paths";
import { AUDIENCE_LABELS, CALENDAR_YEARS, type Audience } from "~/resources/tax-calendar/rules";
import { audienceFromParam, brandDeadlines, byMonth } from "~/resources/tax-calendar/view";
import { routeMeta } from "~/seo/meta";
import { useSite } from "~/site/use-site";
import { WITHOUT_REACT } from "~/delivery/page-scripts";

/** How many of the next deadlines the "Coming up" box shows. */
const COMING_UP = 4;

export const handle = WITHOUT_REACT;

export function loader(args: Route.LoaderArgs) {
  const site = getSiteContext(args.context);
  const brand = getBrand(site.brand.id);
  const audience = audienceFromParam(brand, new URL(args.request.url).searchParams.get(AUDIENCE_PARAM));
  // What has passed depends on the date in Ohio, so the page is made per request.
  const today = isoDateInTimeZone(new Date());
  const deadlines = brandDeadlines(brand, audience);

  // Each rule's words once; the days refer to them by id (the page's data stays small).
  const rules: Record<
    string,
    {
      title: string;
      who: string;
      detail?: string;
      agency: string;
      link: { title: string; url: string };
      source: { title: string; url: string };
    }
  > = {};
  for (const { ruleId, title, who, detail, agency, link, source } of deadlines) {
    rules[ruleId] ??= { title, who, ...(detail ? { detail } : {}), agency, link, source };
  }
  const months = byMonth(deadlines).map((month) => {
    const [year = "", monthNumber = ""] = month.key.split("-");
    return {
      key: month.key,
      year: Number(year),
      label: `${MONTHS[Number(monthNumber) - 1]} ${year}`,
      passed: month.days.every((day) => day.date < today),
      days: month.days.map((day) => ({
        date: day.date,
        label: formatIsoDate(day.date, { weekday: true }),
        passed: day.date < today,
        entries: day.deadlines.map((deadline) => ({
          id: deadline.id,
          ruleId: deadline.ruleId,
          period: deadline.period,
          moved: movedBecause(deadline, formatIsoDate),
          movedBy: deadline.movedBy,
        })),
      })),
    };
  });
  const comingUp = deadlines
    .filter((deadline) => deadline.date >= today)
    .slice(0, COMING_UP)
    .map((deadline) => ({
      key: deadline.id,
      date: deadline.date,
      daysLeft: daysBetween(today, deadline.date),
      title: deadline.title,
      detail: deadline.period,
    }));

  const query = audience ? `?${AUDIENCE_PARAM}=${audience}` : "";
  const feedUrl = new URL(`${FEED_PATH}${query}`, site.siteUrl);
  const webcalUrl = `webcal://${feedUrl.host}${feedUrl.pathname}${feedUrl.search}`;
  const calendarName = `${brand.name}: tax deadlines`;

  return {
    ...taxCalendarPage,
    audience,
    years: CALENDAR_YEARS,
    // Labels, not the rules module: the page's script stays small.
    audiences: brand.taxCalendarAudiences.map((each) => ({ audience: each, label: AUDIENCE_LABELS[each] })),
    rules,
    months,
    comingUp,
    feed: {
      path: `${FEED_PATH}${query}`,
      webcal: webcalUrl,
      google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`,
      outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl.href)}&name=${encodeURIComponent(calendarName)}`,
    },
    meta: resourceMeta(args, {
      title: taxCalendarPage.title,
      description: taxCalendarPage.description,
      faqs: taxCalendarPage.faqs,
    }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

type PageData = Route.ComponentProps["loaderData"];

function AudienceFilter({
  audiences,
  current,
}: {
  audiences: PageData["audiences"];
  current: Audience | null;
}) {
  const choices: { audience: Audience | null; label: string }[] = [
    { audience: null, label: "All deadlines" },
    ...audiences,
  ];
  return (
    <nav aria-label="Show deadlines for" className="print:hidden">
      <p className="text-sm font-semibold tracking-wider text-fg-muted uppercase">Show deadlines for</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {choices.map(({ audience, label }) => {
          const selected = audience === current;
          return (
            <li key={label}>
              <SiteLink
                to={audience ? `${CALENDAR_PAGE_PATH}?${AUDIENCE_PARAM}=${audience}` : CALENDAR_PAGE_PATH}
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={`inline-flex min-h-9 items-center rounded-full border px-3.5 text-sm font-medium ${
                  selected
                    ? "border-transparent bg-primary text-on-primary"
                    : "border-border bg-surface text-fg hover:bg-muted"
                }`}
              >
                {label}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SubscribePanel({ page }: { page: PageData }) {
  return (
    <ServerHtml
      as="section"
      id="subscribe"
      aria-labelledby="subscribe-heading"
      className="scroll-mt-24 rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8"
    >
      <h2 id="subscribe-heading" className="flex items-center gap-2 text-xl font-semibold md:text-2xl">
        <CalendarPlus aria-hidden="true" className="size-6 text-primary-ink" />
        {page.subscribe.title}
      </h2>
      <p className="mt-2 max-w-3xl text-fg-muted">{page.subscribe.text}</p>
      <ul className="mt-5 flex flex-wrap gap-3">
        <li>
          <a href={page.feed.webcal} className="btn btn-primary" data-testid="subscribe-webcal">
            <CalendarPlus aria-hidden="true" className="size-4" />
            Subscribe (Apple Calendar, Outlook)
          </a>
        </li>
        <li>
          <SiteLink to={page.feed.google} className="btn btn-outline">
            Add to Google Calendar
          </SiteLink>
        </li>
        <li>
          <SiteLink to={page.feed.outlook} className="btn btn-outline">
            Add to Outlook.com
          </SiteLink>
        </li>
        <li>
          <a href={page.feed.path} className="btn btn-outline" download>
            <Download aria-hidden="true" className="size-4" />
            Download the .ics file
          </a>
        </li>
      </ul>
      <p className="mt-4 text-sm text-fg-muted">
        Another calendar app? Subscribe to this address:{" "}
        <code className="rounded bg-muted px-1.5 py-0.5 break-all text-fg">{page.feed.webcal}</code>
      </p>
    </ServerHtml>
  );
}

function MonthList({ month, rules }: { month: PageData["months"][number]; rules: PageData["rules"] }) {
  return (
    <ServerHtml as="section" aria-labelledby={`month-${month.key}`} className="mt-8 first:mt-0">
      <h3 id={`month-${month.key}`} className="text-xl font-semibold">
        {month.label}
      </h3>
      <ol className="mt-3 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {month.days.map((day) => (
          <li key={day.date} className="grid gap-3 p-4 sm:grid-cols-[12rem_1fr] sm:gap-6 sm:p-5">
            <p className={`font-semibold ${day.passed ? "text-fg-muted" : ""}`}>
              <time dateTime={day.date}>{day.label}</time>
              {day.passed && (
                <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-fg-muted">
                  Passed
                </span>
              )}
            </p>
            <ul className="grid gap-4">
              {day.entries.map((entry) => {
                const rule = rules[entry.ruleId]!;
                return (
                  <li key={entry.id} data-deadline={entry.id}>
                    <p className="font-semibold text-fg">{rule.title}</p>
                    <p className="text-sm text-fg-muted">
                      {entry.period} · {rule.agency}
                    </p>
                    <p className="mt-1 text-sm">{rule.who}</p>
                    {rule.detail && <p className="mt-1 text-sm text-fg-muted">{rule.detail}</p>}
                    {entry.moved && (
                      <p className="mt-1 text-sm text-fg-muted">
                        Moved to the next business day: {entry.moved}{" "}
                        {entry.movedBy && <ExternalLink href={entry.movedBy.url}>Why it moved</ExternalLink>}
                      </p>
                    )}
                    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                      <ExternalLink href={rule.link.url}>{rule.link.title}</ExternalLink>
                      <span className="text-fg-muted">
                        Law: <ExternalLink href={rule.source.url}>{rule.source.title}</ExternalLink>
                      </span>
                    </p>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </ServerHtml>
  );
}

export default function TaxCalendar({ loaderData: page }: Route.ComponentProps) {
  const { reminders } = useSite();
  return (
    <>
      <PageHeader
        title={page.title}
        eyebrow="Free tax resources"
        lede={page.intro}
        breadcrumbs={RESOURCE_BREADCRUMBS}
      >
        <ResourceFacts
          taxYear={`${page.years[0]! - 1} to ${page.years.at(-1)} (deadlines in ${page.years.join(" and ")})`}
          lastReviewed={page.lastReviewed}
        />
      </PageHeader>

      <div className="container-site space-y-16 py-12 md:py-16">
        <div className="space-y-8">
          <ComingUp items={page.comingUp} />
          <SubscribePanel page={page} />
          {reminders && <ReminderSignup id="reminders" variant="panel" />}
          <OnThisPage
            links={[
              ...page.years.map((year) => ({ href: `#year-${year}`, label: `${year} deadlines` })),
              { href: "#subscribe", label: "Add to your calendar" },
              ...(reminders ? [{ href: "#reminders", label: "Email reminders" }] : []),
              { href: "#faqs", label: "Questions" },
            ]}
          />
          <AudienceFilter audiences={page.audiences} current={page.audience} />
        </div>

        {page.years.map((year) => {
          const months = page.months.filter((month) => month.year === year);
          const passed = months.filter((month) => month.passed);
          const open = months.filter((month) => !month.passed);
          return (
            <ServerHtml
              as="section"
              key={year}
              id={`year-${year}`}
              aria-labelledby={`year-${year}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`year-${year}-heading`} className="text-2xl font-semibold md:text-3xl">
                {year} deadlines
              </h2>
              {passed.length > 0 && (
                <details className="mt-5 rounded-2xl border border-border bg-muted p-4 sm:p-5">
                  <summary className="cursor-pointer font-semibold">
                    Earlier in {year}: {passed.length} {passed.length === 1 ? "month" : "months"} that have
                    passed
                  </summary>
                  <div className="mt-5">
                    {passed.map((month) => (
                      <MonthList key={month.key} month={month} rules={page.rules} />
                    ))}
                  </div>
                </details>
              )}
              <div className="mt-6">
                {open.map((month) => (
                  <MonthList key={month.key} month={month} rules={page.rules} />
                ))}
              </div>
            </ServerHtml>
          );
        })}

        <FaqSection faqs={page.faqs} />

        <ScheduleCta title="Not sure which of these are yours?">
          <p>
            We keep track of our clients&apos; dates and file on time for them. Bring last year&apos;s returns
            and we will tell you which of these deadlines are yours.
          </p>
        </ScheduleCta>

        <SourcesSection sources={page.sources} lastReviewed={page.lastReviewed} />
        <MoreResources current="tax-calendar" />
      </div>
    </>
  );
}
