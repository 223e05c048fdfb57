import type { Brand, ServiceId } from "./types";
import { CONNECTED_SERVICES_URL, contactSectionPhone, MAIN_PHONE, OFFICE_DAYS, OFFICE_HOURS, OFFICES, serviceWording, TEAM_TO_WIN_URL } from "./shared";

/** The order this brand presents its services in (its own wording of them is in content/services/). */
const SERVICE_ORDER: readonly ServiceId[] = [
  "fractional-cfo",
  "business-formation",
  "marketing",
  "hr-consulting",
  "business-tax",
  "bookkeeping",
  "payroll",
  "personal-tax",
];

export const brownco: Brand = {
  id: "brownco",
  domain: "browncoconsulting.com",
  aliases: ["brownco.biz"],
  name: "Brown & Co. Business Consulting",
  shortName: "Brown & Co.",
  tagline: "Together We Win",
  description:
    "Business strategy, fractional CFO, formation and marketing help for Ohio owners who want a plan, clean numbers and someone in their corner.",
  colors: {
    light: {
      primary: "#b4232a",
      onPrimary: "#ffffff",
      primaryInk: "#a51f25",
      secondary: "#27272a",
      onSecondary: "#fafafa",
      accent: "#c2410c",
    },
    dark: {
      primary: "#cc3238",
      onPrimary: "#ffffff",
      primaryInk: "#f87b7f",
      secondary: "#1c1c1f",
      onSecondary: "#fafafa",
      accent: "#fb923c",
    },
    serviceCards: ["#b4232a", "#27272a", "#c2410c", "#6b4f3a"],
  },
  logos: {
    light: "/brands/brownco/logo-light.svg",
    dark: "/brands/brownco/logo-dark.svg",
    footer: "/brands/brownco/logo-dark.svg",
    mark: "/brands/brownco/mark.svg",
    width: 220,
    height: 48,
  },
  backgrounds: {
    heroLight: "/brands/brownco/hero-light.svg",
    heroDark: "/brands/brownco/hero-dark.svg",
    footer: "/brands/brownco/footer.svg",
    services: "/brands/brownco/services.svg",
  },
  fonts: {
    heading: "Montserrat Variable",
    subheading: "Source Serif 4 Variable",
    body: "Inter Variable",
  },
  contentPriorities: { services: SERVICE_ORDER },
  serviceOverrides: serviceWording("brownco", SERVICE_ORDER),
  heroServices: [
    "Fractional CFO",
    "Business plans and forecasts",
    "Cash-flow management",
    "Entity selection and formation",
    "Bank and SBA loan packages",
    "Pricing and profitability reviews",
    "Marketing strategy",
    "HR policies and handbooks",
    "Succession and exit planning",
    "Business tax strategy",
  ],
  socialMedia: {
    facebook: "https://www.facebook.com/browncoconsulting",
    linkedin: "https://www.linkedin.com/company/brownco-consulting",
    instagram: "https://www.instagram.com/browncoconsulting",
  },
  contact: {
    phone: MAIN_PHONE,
    contactSectionPhone: contactSectionPhone("brownco"),
    email: "hello@browncoconsulting.com",
    offices: OFFICES,
    hours: OFFICE_HOURS,
    openDays: OFFICE_DAYS,
  },
  links: {
    clientPortal: "https://portal.browncoconsulting.com",
    signIn: "https://app.browncoconsulting.com/sign-in",
    teamToWin: `${TEAM_TO_WIN_URL}/?partner=brownco`,
    connectedServices: CONNECTED_SERVICES_URL,
  },
  contactServiceOptions: [
    "Business Consulting",
    "Marketing Services",
    "Business Formation",
    "Fractional CFO",
    "Other Services",
  ],
  thankYouTitle: "Thank you! Together we win.",
};
