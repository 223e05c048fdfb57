import type { Brand, ServiceId } from "./types";
import { CONNECTED_SERVICES_URL, contactSectionPhone, MAIN_PHONE, OFFICE_DAYS, OFFICE_HOURS, OFFICES, serviceWording, TEAM_TO_WIN_URL } from "./shared";

/** The order this brand presents its services in (its own wording of them is in content/services/). */
const SERVICE_ORDER: readonly ServiceId[] = [
  "payroll",
  "hr-consulting",
  "bookkeeping",
  "business-tax",
  "business-formation",
  "personal-tax",
  "fractional-cfo",
  "marketing",
];

export const payroll: Brand = {
  id: "payroll",
  domain: "dresdenpayroll.com",
  aliases: ["dresdenpayrollservices.com"],
  name: "Dresden Payroll Services",
  shortName: "Dresden Payroll",
  tagline: "Payroll done right, every pay day",
  description:
    "Payroll, payroll tax filings, direct deposit and HR support for Ohio employers with 1 to 100 employees.",
  colors: {
    light: {
      primary: "#177a3c",
      onPrimary: "#ffffff",
      primaryInk: "#146c35",
      secondary: "#0f3b3a",
      onSecondary: "#f0fdf4",
      accent: "#0d7a6b",
    },
    dark: {
      primary: "#3fbf6a",
      onPrimary: "#052e16",
      primaryInk: "#5fd487",
      secondary: "#0b2a29",
      onSecondary: "#f0fdf4",
      accent: "#2dd4bf",
    },
    serviceCards: ["#177a3c", "#0f3b3a", "#0d7a6b", "#4d7c0f"],
  },
  logos: {
    light: "/brands/payroll/logo-light.svg",
    dark: "/brands/payroll/logo-dark.svg",
    footer: "/brands/payroll/logo-dark.svg",
    mark: "/brands/payroll/mark.svg",
    width: 220,
    height: 48,
  },
  backgrounds: {
    heroLight: "/brands/payroll/hero-light.svg",
    heroDark: "/brands/payroll/hero-dark.svg",
    footer: "/brands/payroll/footer.svg",
    services: "/brands/payroll/services.svg",
  },
  fonts: {
    heading: "Plus Jakarta Sans Variable",
    subheading: "Plus Jakarta Sans Variable",
    body: "Inter Variable",
  },
  contentPriorities: { services: SERVICE_ORDER },
  serviceOverrides: serviceWording("payroll", SERVICE_ORDER),
  heroServices: [
    "Weekly, biweekly or monthly payroll",
    "Direct deposit and pay stubs",
    "Federal 941 and 940 filings",
    "Ohio IT 501 withholding",
    "Ohio city and school-district tax",
    "W-2 and 1099 preparation",
    "New-hire reporting",
    "Ohio unemployment (JFS) reports",
    "Workers' comp (BWC) payroll reports",
    "Employee handbooks",
  ],
  socialMedia: {
    facebook: "https://www.facebook.com/dresdenpayroll",
    linkedin: "https://www.linkedin.com/company/dresden-payroll",
    instagram: "https://www.instagram.com/dresdenpayroll",
  },
  contact: {
    phone: MAIN_PHONE,
    contactSectionPhone: contactSectionPhone("payroll"),
    email: "payroll@dresdenpayroll.com",
    offices: OFFICES,
    hours: OFFICE_HOURS,
    openDays: OFFICE_DAYS,
  },
  links: {
    clientPortal: "https://portal.dresdenpayroll.com",
    signIn: "https://app.dresdenpayroll.com/sign-in",
    teamToWin: `${TEAM_TO_WIN_URL}/?partner=payroll`,
    connectedServices: CONNECTED_SERVICES_URL,
  },
  contactServiceOptions: [
    "Payroll Services",
    "Tax Filing",
    "HR Services",
    "Business Formation",
    "Other Services",
  ],
  thankYouTitle: "Thank you! Your payroll question is on our desk.",
};
