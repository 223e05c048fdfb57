import { forwardRef, type ComponentProps } from "react";
import { Link, NavLink } from "react-router";
import { isInternalPath } from "~/brands/links";
import { useSiteHref } from "~/site/use-site";

type LinkProps = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * The site's link: internal paths navigate in-app and keep a `?domain=` brand choice; external URLs
 * open as plain links (in a new tab, marked for screen readers).
 */
export const SiteLink = forwardRef<HTMLAnchorElement, LinkProps>(function SiteLink(
  { to, children, ...props },
  ref,
) {
  const href = useSiteHref();
  if (!isInternalPath(to)) {
    const external = /^https?:/.test(to);
    const {
      reloadDocument: _r,
      replace: _p,
      state: _s,
      preventScrollReset: _ps,
      viewTransition: _v,
      discover: _d,
      prefetch: _pf,
      relative: _rel,
      ...anchorProps
    } = props;
    return (
      <a
        ref={ref}
        href={to}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        {...anchorProps}
      >
        {children}
        {external && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href(to)} prefetch="intent" {...props}>
      {children}
    </Link>
  );
});

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, "to"> & { to: string };

export function SiteNavLink({ to, ...props }: NavLinkProps) {
  const href = useSiteHref();
  return <NavLink to={href(to)} prefetch="intent" {...props} />;
}
