/**
 * The four legal pages (privacy policy, terms of service, accessibility statement, cookie policy).
 *
 * Each page is a template: `title` and `lastUpdated` are fixed, while `intro` and `sections` take the
 * brand so its name, domain and contact email are filled in (one text for three brands, no branching).
 * `renderLegalPage(template, brand)` or the helpers `privacyPolicy(brand)` etc. give a ready page.
 *
 * These pages describe what this site really does; if the site changes (a new form field, a new
 * browser-storage key, a new kind of third-party script), change the text here and `LEGAL_LAST_UPDATED`.
 */
import { ALL_BRANDS, type Brand } from "~/brands";
import type { Office } from "~/brands";
import { THEME_STORAGE_KEY } from "~/theme/theme";

export const LEGAL_LAST_UPDATED = "2026-11-21";

/** How long contact-form messages are kept before they are deleted (the stated policy). */
export const CONTACT_MESSAGE_RETENTION_MONTHS = 24;

/** Business days within which the firm answers an accessibility report. */
export const ACCESSIBILITY_RESPONSE_BUSINESS_DAYS = 2;

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Paragraphs shown after the list. */
  afterList?: readonly string[];
}

export type LegalPageId = "privacy-policy" | "terms-of-service" | "accessibility" | "cookies";

export interface LegalPage {
  id: LegalPageId;
  path: `/${LegalPageId}`;
  title: string;
  /** ISO date (YYYY-MM-DD). */
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
}

export interface LegalPageTemplate {
  id: LegalPageId;
  path: `/${LegalPageId}`;
  title: string;
  lastUpdated: string;
  intro(brand: Brand): string;
  sections(brand: Brand): LegalSection[];
}

function address(office: Office): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
}

function officeList(brand: Brand): string {
  return brand.contact.offices.map(address).join(" and ");
}

/** The firm's other names, for "the firm also works as ..." sentences. */
function otherBrandNames(brand: Brand): string {
  const names = ALL_BRANDS.filter((other) => other.id !== brand.id).map((other) => other.name);
  return names.join(" and ");
}

function contactSection(brand: Brand, heading: string, lead: string): LegalSection {
  return {
    heading,
    paragraphs: [lead],
    list: [
      `Email: ${brand.contact.email}`,
      `Phone: ${brand.contact.phone.display}`,
      `Mail or visit: ${officeList(brand)}`,
    ],
  };
}

export const PRIVACY: LegalPageTemplate = {
  id: "privacy-policy",
  path: "/privacy-policy",
  title: "Privacy Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: (brand) =>
    `This policy explains what information ${brand.name} collects through ${brand.domain}, why we collect it, how long we keep it and the choices you have. We've written it in plain language and kept it to what this website actually does.`,
  sections: (brand) => [
    {
      heading: "Who we are",
      paragraphs: [
        `${brand.name} is part of a family-run tax, bookkeeping, payroll and consulting firm with offices in Dresden and Pickerington, Ohio. The same firm also works as ${otherBrandNames(brand)}. In this policy, "we" and "us" mean that firm.`,
      ],
    },
    {
      heading: "What we collect when you contact us",
      paragraphs: ["The contact form asks for:"],
      list: [
        "Your name",
        "Your email address",
        "Your phone number, if you choose to give it",
        "The service you're asking about, if you choose one",
        "Your message",
      ],
      afterList: [
        `Along with your message, the site records which of our websites you used (${brand.domain}) and the date and time it was sent.`,
        "Please don't include Social Security numbers, tax documents, bank account numbers or other sensitive details in the form. Once you're a client, our secure client portal is the place for those.",
      ],
    },
    {
      heading: "How we use it",
      paragraphs: [
        "We use what you send only to answer your message and, if you decide to work with us, to start that work. We don't sell, rent or trade your information, and we don't add you to a marketing list because you used the form.",
      ],
    },
    {
      heading: "Where it is stored and who can see it",
      paragraphs: [
        `Each message is saved in a database on the firm's web server before the site tells you it was sent, so nothing is lost if email is delayed. A copy is then emailed to ${brand.contact.email}.`,
        "Only the members of our team who answer inquiries can read messages. The companies that host our server and deliver our email handle this information only to provide those services to us.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        `We keep contact-form messages, including the emailed copies, for ${CONTACT_MESSAGE_RETENTION_MONTHS} months from the day they were sent, and then delete them.`,
        "If you become a client, what you give us as part of that work is kept under our client-records practices and the retention periods that tax and payroll rules require, which are separate from this website policy.",
      ],
    },
    {
      heading: "Information your browser sends",
      paragraphs: [
        "Like every website, our server receives technical information with each request, such as your IP address, your browser type and the page you asked for. We use it to deliver pages, keep the site secure and stop abuse such as floods of automated messages. We don't use it to build a profile of you.",
      ],
    },
    {
      heading: "What the site stores in your browser",
      paragraphs: [
        "The site's own pages don't set cookies. They keep two kinds of information in your browser's local storage, which stays on your device and isn't sent to us:",
      ],
      list: [
        `Your theme choice (light, dark or system), under the name "${THEME_STORAGE_KEY}"`,
        "The items you tick on our Tax Prep Checklist, so your progress is still there when you come back",
      ],
      afterList: [
        "You can remove both at any time by clearing this site's data in your browser. Our Cookie Policy has the details.",
      ],
    },
    {
      heading: "Third-party services",
      paragraphs: [
        "When the firm has turned them on, the site also loads services from other companies for these purposes:",
      ],
      list: [
        "Analytics: counting visits and showing which pages are used",
        "Speed measurement: recording how quickly pages load for real visitors",
        "Tag management: loading and managing the scripts above",
        "Chat: letting you send us a message from the page you're on",
      ],
      afterList: [
        "These services receive technical information from your browser, may set their own cookies, and handle that information under their own privacy policies. The site doesn't depend on them: if they are blocked or fail to load, every page and the contact form still work.",
      ],
    },
    {
      heading: "Other websites",
      paragraphs: [
        "Our client portal and sign-in app, the sister sites for other towns, the Team to Win site and government sites such as the IRS and the Ohio Department of Taxation are separate websites with their own privacy policies. This policy doesn't cover them.",
      ],
    },
    {
      heading: "Your choices and rights",
      paragraphs: ["Wherever you live, you can:"],
      list: [
        "Ask what information we hold about you from this website",
        "Ask us to correct it",
        `Ask us to delete it before the ${CONTACT_MESSAGE_RETENTION_MONTHS} months are up`,
        "Block or delete cookies and local storage in your browser",
        "Use the site with third-party services blocked",
      ],
      afterList: [
        `To ask, email ${brand.contact.email} or call ${brand.contact.phone.display}. We may need to confirm it's really you before we share or delete anything, and we'll tell you when it's done.`,
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This site is meant for adults. We don't knowingly collect information from children under 13. If you believe a child has sent us a message, contact us and we'll delete it.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "The site is served over an encrypted (HTTPS) connection, and access to the message database is limited to our team. No system is perfectly secure, which is one more reason we ask you not to send sensitive tax information through the form.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change what the site collects or how we use it, we'll update this page and the date at the top of it.",
      ],
    },
    contactSection(brand, "Questions", "Questions about this policy or your information are welcome:"),
  ],
};

export const TERMS: LegalPageTemplate = {
  id: "terms-of-service",
  path: "/terms-of-service",
  title: "Terms of Service",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: (brand) =>
    `These terms apply to your use of ${brand.domain}, the website of ${brand.name}. By using the site, you agree to them. They're short, and the most important one is first: this website gives general information, not tax advice.`,
  sections: (brand) => [
    {
      heading: "General information, not tax advice",
      paragraphs: [
        "Articles, checklists, calculators and other pages on this site give general information about tax, accounting, payroll, HR and business topics. They aren't advice for your situation. Tax law changes often, and the right answer depends on facts we don't know until we work with you.",
        "Please don't act, or decide not to act, based only on what you read here. Talk with us or another qualified professional about your own situation first.",
      ],
    },
    {
      heading: "No client relationship until an engagement letter is signed",
      paragraphs: [
        `Contacting ${brand.name} through this site, by email or by phone doesn't make you a client. We become responsible for your tax, accounting or payroll matters only when you and we have both signed an engagement letter that describes the work, the fee and each side's responsibilities.`,
        "Until then, please don't assume we're tracking a deadline for you, and please don't send confidential documents through the contact form.",
      ],
    },
    {
      heading: "Calculators and tools give estimates",
      paragraphs: [
        "The tax calculator, checklists and other tools on this site are for planning. Their results are estimates based on what you enter and on the figures and assumptions the tool uses, which may not match your final return. Your actual tax is determined by your filed return and by the taxing authorities.",
      ],
    },
    {
      heading: "Prices shown on the site",
      paragraphs: [
        "Prices on this site are starting prices and may change. The fee for any work is the one stated in your engagement letter.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "We link to the IRS, the Ohio Department of Taxation, city income tax offices, our client portal, our sister sites and other websites for your convenience. We don't control those sites and aren't responsible for their content, availability or privacy practices. A payment you make on a government website is between you and that agency.",
      ],
    },
    {
      heading: "Accuracy",
      paragraphs: [
        "We work to keep this site accurate and current, and we date the pages where dates matter. Even so, information can become out of date, and we may correct or change the site at any time without notice.",
      ],
    },
    {
      heading: "Using the site fairly",
      paragraphs: ["Please don't:"],
      list: [
        "Send spam, advertising or automated messages through the contact form",
        "Try to break into, overload or disrupt the site or the server it runs on",
        "Copy large parts of the site or republish its articles as your own",
      ],
      afterList: [
        "You're welcome to print pages or share links for your own use or to help family and friends.",
      ],
    },
    {
      heading: "Our content",
      paragraphs: [
        `The text, graphics and logos on this site belong to ${brand.name} and its related firm or are used with permission.`,
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "To the extent Ohio law allows, the site is provided as it is, and we aren't liable for losses that come from relying on the general information on this site or from the site being unavailable. This doesn't limit our responsibilities to clients under a signed engagement letter.",
      ],
    },
    {
      heading: "Ohio law",
      paragraphs: [
        "These terms are governed by the laws of the State of Ohio, and any dispute about them will be resolved in the courts of Ohio.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: ["If we change these terms, we'll update this page and the date at the top of it."],
    },
    contactSection(brand, "Questions", "Questions about these terms are welcome:"),
  ],
};

export const ACCESSIBILITY: LegalPageTemplate = {
  id: "accessibility",
  path: "/accessibility",
  title: "Accessibility Statement",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: (brand) =>
    `${brand.name} wants everyone to be able to use this website, including people who use a screen reader, a keyboard instead of a mouse, screen magnification or voice control.`,
  sections: (brand) => [
    {
      heading: "Our commitment",
      paragraphs: [
        "We aim for this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we check pages for accessibility problems as the site is built and changed.",
      ],
    },
    {
      heading: "What we've done",
      paragraphs: [],
      list: [
        "Every menu, link, button and form can be used with a keyboard alone, with a visible focus outline.",
        "Text and button colors in every color scheme of the site, in both light and dark themes, were checked against the WCAG AA contrast ratios.",
        "If your device is set to reduce motion, the site stops automatic and decorative movement such as the sliding home-page carousel, parallax scrolling and page fades.",
        "Pages use proper headings, landmarks and labelled form fields, and meaningful images have text descriptions, so screen readers can navigate them; decorative images are hidden from screen readers.",
        "The contact form works even when JavaScript is off or fails to load. Required fields are marked, and errors are written out in words next to the field they belong to.",
        "Pages are built on our server, so their content is there even when scripts are slow or blocked.",
      ],
    },
    {
      heading: "Known limitations",
      paragraphs: ["Some things are outside our direct control:"],
      list: [
        "The chat widget, when it's turned on, comes from another company, and we can't fully control how accessible it is. If it gives you trouble, please call or email us instead.",
        "Our sister sites for other towns, the client portal, the sign-in app and the Team to Win site are run separately and may not meet the same standard.",
        "Forms and publications we link to on government websites, such as PDF tax forms from the IRS or the Ohio Department of Taxation, may not be fully accessible. We're glad to help you read or complete them.",
      ],
    },
    {
      heading: "Report a barrier",
      paragraphs: [
        `If something on this site is hard or impossible to use, please tell us. Call ${brand.contact.phone.display} or email ${brand.contact.email}.`,
        "It helps to know the page, what you were trying to do, and, if you're comfortable sharing, the device, browser and assistive technology you use.",
        `We respond within ${ACCESSIBILITY_RESPONSE_BUSINESS_DAYS} business days. While we work on a fix, we'll get you the information or service you need another way.`,
      ],
    },
    {
      heading: "Other ways to work with us",
      paragraphs: [
        `Everything on this site is also available by phone, by email or in person at our offices at ${officeList(brand)}, ${brand.contact.hours}.`,
      ],
    },
  ],
};

export const COOKIES: LegalPageTemplate = {
  id: "cookies",
  path: "/cookies",
  title: "Cookie Policy",
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: (brand) =>
    `This page explains the cookies and similar browser storage used on ${brand.domain}, the website of ${brand.name}: what each is for and how to control them.`,
  sections: (brand) => [
    {
      heading: "The short version",
      paragraphs: [
        "Our own pages don't set cookies. The site keeps two small pieces of information in your browser's local storage so it remembers your choices. Third-party services that the firm may turn on can set their own cookies.",
      ],
    },
    {
      heading: "What we keep in your browser",
      paragraphs: [
        "Local storage is a small space in your browser that a website can use to remember things on your own device. We use it for:",
      ],
      list: [
        `"${THEME_STORAGE_KEY}": whether you chose the light, dark or system theme, so pages open in your choice`,
        "Tax Prep Checklist ticks: the items you've checked off, so your progress is still there when you come back",
      ],
      afterList: [
        "These stay in your browser until you clear them. They aren't sent to our server and aren't used to identify you.",
      ],
    },
    {
      heading: "Cookies from third-party services",
      paragraphs: [
        "These services load only when the firm has turned them on. When they do, they may set cookies for these purposes:",
      ],
      list: [
        "Analytics: counting visits and showing which pages are used",
        "Speed measurement: measuring how fast pages load for real visitors",
        "Tag management: loading and managing the scripts above",
        "Chat: keeping your chat conversation going as you move from page to page",
      ],
      afterList: [
        "Which cookies they set and how long they last are decided by the companies that provide these services, under their own policies.",
      ],
    },
    {
      heading: "Your choices",
      paragraphs: ["You're in control:"],
      list: [
        "Block or delete cookies and site data in your browser's settings",
        "Use a content or tracker blocker",
        "Clear this site's data to reset your theme and checklist",
      ],
      afterList: [
        "Every page and the contact form still work with third-party services blocked. If you block local storage, the checklist simply won't remember your ticks between visits.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: ["If what the site stores changes, we'll update this page and the date at the top of it."],
    },
    contactSection(
      brand,
      "Questions",
      `Questions about cookies or browser storage on ${brand.domain} are welcome:`,
    ),
  ],
};

export const LEGAL_PAGES: readonly LegalPageTemplate[] = [PRIVACY, TERMS, ACCESSIBILITY, COOKIES];

/** A legal page with the brand's name, domain and contact details filled in. */
export function renderLegalPage(template: LegalPageTemplate, brand: Brand): LegalPage {
  return {
    id: template.id,
    path: template.path,
    title: template.title,
    lastUpdated: template.lastUpdated,
    intro: template.intro(brand),
    sections: template.sections(brand),
  };
}

export function getLegalPage(id: string, brand: Brand): LegalPage | undefined {
  const template = LEGAL_PAGES.find((page) => page.id === id);
  return template ? renderLegalPage(template, brand) : undefined;
}

export const privacyPolicy = (brand: Brand): LegalPage => renderLegalPage(PRIVACY, brand);
export const termsOfService = (brand: Brand): LegalPage => renderLegalPage(TERMS, brand);
export const accessibilityStatement = (brand: Brand): LegalPage => renderLegalPage(ACCESSIBILITY, brand);
export const cookiePolicy = (brand: Brand): LegalPage => renderLegalPage(COOKIES, brand);
