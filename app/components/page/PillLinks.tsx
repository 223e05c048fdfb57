import type { SiteIconName } from "~/site/services";
import { SiteLink } from "~/shell/ui/SiteLink";
import { SiteIcon } from "./SiteIcon";

export interface PillLink {
  label: string;
  href: string;
  icon?: SiteIconName;
}

/** A compact row of links (other industries, quick jumps), each a rounded chip with an optional icon. */
export function PillLinks({ links, children }: { links: readonly PillLink[]; children?: React.ReactNode }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink
            to={link.href}
            className="inline-flex min-h-11 items-center gap-2.5 rounded-full border border-border bg-surface px-4 py-2 font-medium text-fg shadow-sm transition-colors hover:border-primary hover:text-primary-ink"
          >
            {link.icon && <SiteIcon name={link.icon} className="size-4 text-primary-ink" />}
            {link.label}
          </SiteLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
