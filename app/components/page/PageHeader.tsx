import type { ReactNode } from "react";
import { ServerHtml } from "~/delivery/ServerHtml";
import { SiteLink } from "~/shell/ui/SiteLink";

export interface Crumb {
  label: string;
  href: string;
}

/**
 * The top of every inner page: breadcrumbs, eyebrow, the page's one h1, a lede, optional actions
 * (children) and an optional spot illustration.
 *
 * `breadcrumbs` lists the pages between Home and this one: leave it out for no trail, pass `[]` for
 * "Home / This page". Pass the same crumbs, plus the page itself, to `breadcrumbJsonLd`
 * so the visible trail and the structured data never disagree.
 */
export function PageHeader({
  title,
  eyebrow,
  lede,
  breadcrumbs,
  image,
  interactive = false,
  children,
}: {
  title: string;
  eyebrow?: string;
  lede?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** A decorative 480x320 spot illustration shown beside the title on wider screens. */
  image?: string;
  /** `children` need React (a search box): hydrate the header. */
  interactive?: boolean;
  children?: ReactNode;
}) {
  const Tag = interactive ? "div" : ServerHtml;
  return (
    <Tag className="border-b border-border bg-muted">
      <div className="container-site py-10 md:py-14">
        {breadcrumbs && (
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-fg-muted">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <li>
                <SiteLink to="/" className="underline-offset-4 hover:text-fg hover:underline">
                  Home
                </SiteLink>
              </li>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.href} className="flex items-center gap-2">
                  <span aria-hidden="true">/</span>
                  <SiteLink to={crumb.href} className="underline-offset-4 hover:text-fg hover:underline">
                    {crumb.label}
                  </SiteLink>
                </li>
              ))}
              <li className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <span aria-current="page" className="text-fg">
                  {title}
                </span>
              </li>
            </ol>
          </nav>
        )}
        <div
          className={
            image
              ? "md:grid md:grid-cols-[minmax(0,1fr)_16rem] md:items-center md:gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]"
              : ""
          }
        >
          <div>
            {eyebrow && (
              <p className="mb-3 font-subheading text-sm font-semibold tracking-wider text-primary-ink uppercase">
                {eyebrow}
              </p>
            )}
            <h1 className="max-w-4xl text-4xl font-semibold tracking-tight md:text-5xl">{title}</h1>
            {lede && <div className="mt-5 max-w-3xl text-lg leading-relaxed text-fg-muted">{lede}</div>}
            {children}
          </div>
          {image && (
            <div className="hidden rounded-2xl border border-border bg-surface p-3 shadow-sm md:block">
              {/* Lazy, so a phone, which never shows it, never fetches it (nor parses it: an SVG is a
                  document on the main thread). On a wider screen it is on the first screen and loads at once. */}
              <img
                src={image}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                decoding="async"
                className="h-auto w-full"
              />
            </div>
          )}
        </div>
      </div>
    </Tag>
  );
}
