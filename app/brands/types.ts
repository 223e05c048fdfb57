/** Brand configuration: everything that differs between the firm's three brands is data of this shape. */
import type { Audience } from "../resources/tax-calendar/rules.ts";

export const BRAND_IDS = ["dresdentax", "brownco", "payroll"] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const SERVICE_IDS = [
  "personal-tax",
  "business-tax",
  "business-formation",
  "bookkeeping",
  "payroll",
  "fractional-cfo",
  "hr-consulting",
  "marketing",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/** Colours for one theme. Every pair was checked for WCAG AA contrast (see palette.test.ts). */
export interface BrandPalette {
  /** Fill for primary buttons, badges and the progress bar. */
  primary: string;
  /** Text and icons drawn on `primary`. */
  onPrimary: string;
  /** The primary hue when used as text or a link on the page background. */
  primaryInk: string;
  /** Deep supporting colour (hero overlays, footer). */
  secondary: string;
  /** Text drawn on `secondary`. */
  onSecondary: string;
  /** A small highlight colour (dots, rules, icons). */
  accent: string;
}

export interface Office {
  id: "dresden" | "pickerington";
  name: string;
  street: string;
  city: string;
  region: "OH";
  postalCode: string;
  /** Link to the office on a map (opened in the visitor's map app). */
  mapUrl: string;
  latitude: number;
  longitude: number;
}

export interface PhoneNumber {
  /** As printed: (740) 754-0800 */
  display: string;
  /** For tel: links, E.164: +17407540800 */
  tel: string;
}

export interface Brand {
  id: BrandId;
  /** Canonical host name of the brand's own site (no scheme, no www). */
  domain: string;
  /** Other host names that resolve to this brand (www. is added automatically). */
  aliases: readonly string[];
  name: string;
  /** A short name for tight places (mobile header, share cards). */
  shortName: string;
  tagline: string;
  /** One sentence describing the brand, used for meta descriptions and the footer. */
  description: string;
  colors: {
    light: BrandPalette;
    dark: BrandPalette;
    /** Accent colours cycled across service cards (used as thin top borders and icon tints). */
    serviceCards: readonly string[];
  };
  logos: {
    /** Logo for light backgrounds. */
    light: string;
    /** Logo for dark backgrounds. */
    dark: string;
    /** Logo for the footer (always on the dark footer band). */
    footer: string;
    /** Square mark (favicon, app icon). */
    mark: string;
    width: number;
    height: number;
  };
  backgrounds: {
    heroLight: string;
    heroDark: string;
    footer: string;
    services: string;
  };
  fonts: {
    heading: string;
    subheading: string;
    body: string;
  };
  contentPriorities: {
    /** Every service id, in the order this brand presents them. */
    services: readonly ServiceId[];
  };
  /**
   * Per-brand wording of services; anything not given comes from the shared service content. Written
   * in the services' content files (content/services/<id>.md, `brands:`).
   */
  serviceOverrides: Partial<Record<ServiceId, { title?: string; shortDescription?: string }>>;
  /** The ten items of the home hero's "services offered" panel. */
  heroServices: readonly string[];
  socialMedia: {
    facebook: string;
    linkedin: string;
    instagram: string;
  };
  contact: {
    phone: PhoneNumber;
    /**
     * The number of the brand's contact details (the home page's contact section, the thank-you note, the
     * contact page's direct line): its own line from content/firm.yaml, or the main number.
     */
    contactSectionPhone: PhoneNumber;
    /** Where contact-form messages for this brand are delivered; the only recipient the server accepts. */
    email: string;
    offices: readonly Office[];
    hours: string;
    /** "Monday through Saturday": the days of the office hours, for sentences of a page's own. */
    openDays: string;
  };
  links: {
    clientPortal: string;
    /** The sign-up / sign-in app. */
    signIn: string;
    /** 'Team to Win' partner site. */
    teamToWin: string;
    /** The firm's connected-services site. */
    connectedServices: string;
  };
  /** Whose deadlines the tax calendar and its feed show, in this order (the payroll brand's employers first). */
  taxCalendarAudiences: readonly Audience[];
  /**
   * Deadline reminders by email through the firm's Ghost: the newsletter a person who signs up on this
   * brand's site is subscribed to (its name in Ghost, exactly) and the label their member gets.
   */
  reminders: { newsletter: string; label: string };
  /**
   * The contact form's option (one of `contactServiceOptions`) that each service's pages preselect:
   * a visitor who comes from a service page finds it chosen.
   */
  contactServiceFor: Readonly<Record<ServiceId, string>>;
  /** Options of the contact form's service select (SPEC section 5). */
  contactServiceOptions: readonly string[];
  /** Title of the thank-you panel after a contact message is sent. */
  thankYouTitle: string;
}
