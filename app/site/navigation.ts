import type { Brand } from "~/brands";
import { locationLinks, TAX_RESOURCE_LINKS, type NavLinkItem, type NavSubmenu } from "./menu-links";
import { getServicesForBrand } from "./services";

export type { NavLinkItem, NavSubmenu } from "./menu-links";
export { locationLinks, TAX_RESOURCE_LINKS } from "./menu-links";

export type NavMenuEntry = ({ kind: "link" } & NavLinkItem) | ({ kind: "submenu" } & NavSubmenu);

export type NavEntry =
  | ({ kind: "link" } & NavLinkItem)
  | { kind: "menu"; id: string; label: string; entries: readonly NavMenuEntry[] };

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
        {
          kind: "link",
          label: "Industries We Serve",
          href: "/industries",
          description: "Construction, retail, healthcare and more",
        },
      ],
    },
    {
      kind: "menu",
      id: "services",
      label: "Services",
      entries: [
        {
          kind: "link",
          label: "All Services",
          href: "/services",
          featured: true,
          description: "Everything we do, in one place",
        },
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
        {
          kind: "link",
          label: "Ways to Contact",
          href: "/contact",
          description: "Call, email or visit an office",
        },
        {
          kind: "link",
          label: "Schedule a Meeting",
          href: "/schedule",
          description: "In person, virtual or by phone",
        },
      ],
    },
  ];
}
