import { SISTER_SITES } from "./locations";

/*
 * Links shared by the header menus and the footer. Kept apart from navigation.ts, which reads the full
 * service content, so that browser code importing these pulls in nothing heavy.
 */

/** One link of the navigation. `external` links leave the site (other towns, partner sites). */
export interface NavLinkItem {
  label: string;
  href: string;
  external?: boolean;
  /** Shown under the label in dropdowns. */
  description?: string;
  /** The highlighted first entry of a menu, e.g. 'All Services'. */
  featured?: boolean;
  /** Marks the visitor's own town in 'Our Locations'. */
  note?: string;
}

/** A nested group inside a dropdown (Our Locations, Tax Resources). */
export interface NavSubmenu {
  label: string;
  items: readonly NavLinkItem[];
}

export const TAX_RESOURCE_LINKS: readonly NavLinkItem[] = [
  { label: "Ohio Business Taxes", href: "/resources/ohio-business-taxes" },
  { label: "Tax Calculator", href: "/resources/tax-calculator" },
  { label: "Tax Prep Checklist", href: "/resources/tax-prep-checklist" },
  { label: "Tax Calendar", href: "/resources/tax-calendar" },
  { label: "Check My Refund", href: "/resources/check-my-refund" },
  { label: "Pay Taxes", href: "/resources/tax-payment-center" },
];

export function locationLinks(): NavLinkItem[] {
  return [
    { label: "Dresden", href: "/about-us", note: "You are here" },
    ...SISTER_SITES.map((site) => ({ label: site.name, href: site.url, external: true })),
  ];
}
