/**
 * The icons content files may name. Each is drawn by the site's sprite (app/shell/ui/icons.tsx;
 * a test holds the two lists together), so a file can only name an icon the page can draw.
 */

/** Icons of services and industries (cards, menus, page headers). */
export const SITE_ICON_NAMES = [
  "Receipt",
  "Building2",
  "FileSignature",
  "BookOpen",
  "Wallet",
  "LineChart",
  "Users",
  "Megaphone",
  "HardHat",
  "Store",
  "Briefcase",
  "Fuel",
  "Landmark",
  "Factory",
  "Stethoscope",
] as const;

/** Icons of the home page's cards (mapped to components in app/components/home/icons.tsx). */
export const HOME_ICON_NAMES = [
  "CalendarClock",
  "MessageSquareText",
  "BadgeDollarSign",
  "LifeBuoy",
  "Handshake",
  "ChartNoAxesCombined",
  "Trophy",
  "Landmark",
  "ClipboardCheck",
  "PhoneCall",
  "ShieldCheck",
  "Users",
  "Compass",
] as const;

export type SiteIconName = (typeof SITE_ICON_NAMES)[number];
export type HomeIconName = (typeof HOME_ICON_NAMES)[number];
