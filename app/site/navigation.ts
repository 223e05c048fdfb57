import type { Brand } from "~/brands";
import { SISTER_SITES } from "./locations";
import { getServicesForBrand } from "./services";

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

export type NavMenuEntry = ({ kind: "link" } & NavLinkItem) | ({ kind: "submenu" } & NavSubmenu);

export type NavEntry =
  | ({ kind: "link" } & NavLinkItem)
  | { kind: "menu"; id: string; label: string; entries: readonly NavMenuEntry[] };

export const TAX_RESOURCE_LINKS: readonly NavLinkItem[] = [
  { label: "Ohio Business Taxes", href: "/resources/ohio-business-taxes" },
  { label: "Tax Calculator", href: "/resources/tax-calculator" },
  { label: "Tax Prep Checklist", href: "/resources/tax-prep-checklist" },
  { label: "Check My Refund", href: "/resources/check-my-refund" },
  { label: "Pay Taxes", href: "/resources/tax-payment-center" },
];

export function locationLinks(): NavLinkItem[] {
  return [
    { label: "Dresden", href: "/about-us", note: "You are here" },
    ...SISTER_SITES.map((site) => ({ label: site.name, href: site.url, external: true })),
  ];
}

/** The top navigation of SPEC section 2, in the brand's wording and service order. */
export function buildNavigation(brand: Brand): NavEntry[] {
  const services = getServicesForBrand(brand);
  return [
    { kind: "link", label: "Home", href: "/" },
    {
      kind: "menu",
      id: "about",
      label: "About",
      entries: [
        { kind: "link", label: "About Us", href: "/about-us", description: "Our story, values and offices" },
        { kind: "submenu", label: "Our Locations", items: locationLinks() },
        { kind: "link", label: "Industries We Serve", href: "/industries", description: "Construction, retail, healthcare and more" },
      ],
    },
    {
      kind: "menu",
      id: "services",
      label: "Services",
      entries: [
        { kind: "link", label: "All Services", href: "/services", featured: true, description: "Everything we do, in one place" },
        ...services.map((service) => ({ kind: "link" as const, label: service.title, href: service.link })),
      ],
    },
    { kind: "link", label: "Team to Win", href: brand.links.teamToWin, external: true },
    {
      kind: "menu",
      id: "resources",
      label: "Resources",
      entries: [
        { kind: "link", label: "News", href: "/blog", description: "Tax changes and deadlines, explained" },
        { kind: "submenu", label: "Tax Resources", items: TAX_RESOURCE_LINKS },
      ],
    },
    {
      kind: "menu",
      id: "contact",
      label: "Contact",
      entries: [
        { kind: "link", label: "Ways to Contact", href: "/contact", description: "Call, email or visit an office" },
        { kind: "link", label: "Schedule a Meeting", href: "/schedule", description: "In person, virtual or by phone" },
      ],
    },
  ];
}
