import type { Brand, ServiceId } from "./types";
import { CONNECTED_SERVICES_URL, contactSectionPhone, MAIN_PHONE, OFFICE_DAYS, OFFICE_HOURS, OFFICES, serviceWording, TEAM_TO_WIN_URL } from "./shared";

/** The order this brand presents its services in (its own wording of them is in content/services/). */
const SERVICE_ORDER: readonly ServiceId[] = [
  "personal-tax",
  "business-tax",
  "bookkeeping",
  "payroll",
  "business-formation",
  "fractional-cfo",
  "hr-consulting",
  "marketing",
];

export const dresdentax: Brand = {
  id: "dresdentax",
  domain: "dresdentax.com",
  aliases: ["dresdentaxservice.com"],
  name: "Dresden Tax & Accounting",
  shortName: "Dresden Tax",
  tagline: "Honest tax help from your neighbors in Dresden",
  description:
    "Tax preparation, bookkeeping and payroll for families and small businesses in Muskingum County and central Ohio, from an office in Dresden.",
  colors: {
    light: {
      primary: "#c8961e",
      onPrimary: "#1c1917",
      primaryInk: "#835f09",
      secondary: "#1f3a5c",
      onSecondary: "#ffffff",
      accent: "#a8740f",
    },
    dark: {
      primary: "#e2b548",
      onPrimary: "#1c1917",
      primaryInk: "#ecc664",
      secondary: "#142740",
      onSecondary: "#f8fafc",
      accent: "#f0c75e",
    },
    serviceCards: ["#c8961e", "#1f3a5c", "#2f6f6a", "#8a5a2b"],
  },
  logos: {
    light: "/brands/dresdentax/logo-light.svg",
    dark: "/brands/dresdentax/logo-dark.svg",
    footer: "/brands/dresdentax/logo-dark.svg",
    mark: "/brands/dresdentax/mark.svg",
    width: 220,
    height: 48,
  },
  backgrounds: {
    heroLight: "/brands/dresdentax/hero-light.svg",
    heroDark: "/brands/dresdentax/hero-dark.svg",
    footer: "/brands/dresdentax/footer.svg",
    services: "/brands/dresdentax/services.svg",
  },
  fonts: {
    heading: "Fraunces Variable",
    subheading: "Inter Variable",
    body: "Inter Variable",
  },
  contentPriorities: { services: SERVICE_ORDER },
  serviceOverrides: serviceWording("dresdentax", SERVICE_ORDER),
  heroServices: [
    "Individual and family tax returns",
    "Business and farm tax returns",
    "Monthly bookkeeping",
    "Payroll and quarterly filings",
    "IRS and Ohio notice help",
    "Estimated tax planning",
    "LLC and S corporation setup",
    "Sales tax filings",
    "Year-round tax planning",
    "Prior-year and amended returns",
  ],
  socialMedia: {
    facebook: "https://www.facebook.com/dresdentax",
    linkedin: "https://www.linkedin.com/company/dresden-tax",
    instagram: "https://www.instagram.com/dresdentax",
  },
  contact: {
    phone: MAIN_PHONE,
    contactSectionPhone: contactSectionPhone("dresdentax"),
    email: "info@dresdentax.com",
    offices: OFFICES,
    hours: OFFICE_HOURS,
    openDays: OFFICE_DAYS,
  },
  links: {
    clientPortal: "https://portal.dresdentax.com",
    signIn: "https://app.dresdentax.com/sign-in",
    teamToWin: `${TEAM_TO_WIN_URL}/?partner=dresdentax`,
    connectedServices: CONNECTED_SERVICES_URL,
  },
  contactServiceOptions: [
    "Personal Tax Services",
    "Business Tax Services",
    "Bookkeeping",
    "Business Formation",
    "Other Services",
  ],
  thankYouTitle: "Thank you! Your tax question is in good hands.",
};
