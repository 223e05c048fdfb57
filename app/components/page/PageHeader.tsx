import type { ReactNode } from "react";
import { SiteLink } from "../ui/SiteLink";

export interface Crumb {
  label: string;
  href: string;
}

/** The top of every inner page: breadcrumbs, eyebrow, the page's one h1, and a lede. */
export function PageHeader({
  title,
  eyebrow,
  lede,
  breadcrumbs = [],
  children,
}: {
  title: string;
  eyebrow?: string;
  lede?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-muted">
      <div className="container-site py-12 md:py-16">
        {breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mb-6 text-sm text-fg-muted">
            <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <li>
                <SiteLink to="/" className="hover:text-fg hover:underline">Home</SiteLink>
              </li>
              {breadcrumbs.map((crumb) => (
                <li key={crumb.href} className="flex items-center gap-2">
                  <span aria-hidden="true">/</span>
                  <SiteLink to={crumb.href} className="hover:text-fg hover:underline">{crumb.label}</SiteLink>
                </li>
              ))}
              <li className="flex items-center gap-2">
                <span aria-hidden="true">/</span>
                <span aria-current="page" className="text-fg">{title}</span>
              </li>
            </ol>
          </nav>
        )}
        {eyebrow && <p className="mb-3 font-subheading text-sm font-semibold tracking-wider text-primary-ink uppercase">{eyebrow}</p>}
        <h1 className="max-w-4xl text-4xl font-semibold tracking-tight md:text-5xl">{title}</h1>
        {lede && <div className="mt-5 max-w-3xl text-lg text-fg-muted">{lede}</div>}
        {children}
      </div>
    </div>
  );
}
