import type { Brand } from "~/brands";
import firm from "~/content/collections/firm";
import { brandIconPath, featureShareImage, shareImagePath } from "./share-images";

/**
 * JSON-LD objects (schema.org) for pages; pass them to pageMeta's `jsonLd`. Every URL in them is
 * absolute on the brand's own site (`siteUrl` from configuration), never on the request's host.
 * The shapes are checked by validate-json-ld.ts, in unit tests and in the browser tests.
 */
export type JsonLd = Record<string, unknown>;

export interface Breadcrumb {
  label: string;
  href: string;
}

const CONTEXT = "https://schema.org";

/**
 * The firm's opening hours as structured data, made from the office hours of content/firm.yaml like the
 * brands' `contact.hours` words (tested).
 */
export const OPENING_HOURS = {
  days: firm.officeHours.days,
  opens: firm.officeHours.opens,
  closes: firm.officeHours.closes,
} as const;

/**
 * Counties the firm serves every year: Muskingum and its neighbours around Dresden, and Fairfield and
 * Franklin around the Pickerington office (the towns on the About page lie in these; tested).
 */
export const AREAS_SERVED: readonly string[] = [
  "Muskingum County",
  "Coshocton County",
  "Licking County",
  "Guernsey County",
  "Knox County",
  "Tuscarawas County",
  "Washington County",
  "Fairfield County",
  "Franklin County",
];

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The `@id` every other node uses to point at the brand's organization. */
export function organizationId(siteUrl: string): string {
  return `${absolute(siteUrl, "/")}#organization`;
}

function postalAddress(office: Brand["contact"]["offices"][number]) {
  return {
    "@type": "PostalAddress",
    streetAddress: office.street,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: "US",
  };
}

function openingHoursSpecification() {
  return [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...OPENING_HOURS.days],
      opens: OPENING_HOURS.opens,
      closes: OPENING_HOURS.closes,
    },
  ];
}

/**
 * The firm as a local accounting business (AccountingService is a LocalBusiness), per brand: name,
 * logo, phone, hours Monday through Saturday, the areas it serves, its social profiles, and both
 * offices. The Dresden office is the main address; each office is also a `department` with its own
 * address and map position, so search engines can show either one.
 */
export function organizationJsonLd(brand: Brand, siteUrl: string): JsonLd {
  const [main, ...others] = brand.contact.offices;
  const id = organizationId(siteUrl);
  return {
    "@context": CONTEXT,
    "@type": "AccountingService",
    "@id": id,
    name: brand.name,
    alternateName: brand.shortName,
    slogan: brand.tagline,
    description: brand.description,
    url: absolute(siteUrl, "/"),
    logo: absolute(siteUrl, brandIconPath(brand.id, 512)),
    image: absolute(siteUrl, shareImagePath(brand.id, "home")),
    telephone: brand.contact.phone.tel,
    email: brand.contact.email,
    priceRange: "$$",
    currenciesAccepted: "USD",
    address: main ? postalAddress(main) : undefined,
    geo: main ? { "@type": "GeoCoordinates", latitude: main.latitude, longitude: main.longitude } : undefined,
    hasMap: main?.mapUrl,
    openingHoursSpecification: openingHoursSpecification(),
    areaServed: [
      ...AREAS_SERVED.map((name) => ({ "@type": "AdministrativeArea", name: `${name}, Ohio` })),
      { "@type": "State", name: "Ohio" },
    ],
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: brand.contact.phone.tel,
      email: brand.contact.email,
      areaServed: "US-OH",
      availableLanguage: "English",
    },
    sameAs: [brand.socialMedia.facebook, brand.socialMedia.linkedin, brand.socialMedia.instagram],
    location: brand.contact.offices.map((office) => ({
      "@type": "Place",
      name: office.name,
      address: postalAddress(office),
      geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
      hasMap: office.mapUrl,
    })),
    department: [main, ...others]
      .filter((office) => office !== undefined)
      .map((office) => ({
        "@type": "AccountingService",
        "@id": `${absolute(siteUrl, "/")}#office-${office.id}`,
        name: `${brand.name}, ${office.city}`,
        url: absolute(siteUrl, "/contact"),
        telephone: brand.contact.phone.tel,
        image: absolute(siteUrl, shareImagePath(brand.id, "contact")),
        priceRange: "$$",
        address: postalAddress(office),
        geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
        hasMap: office.mapUrl,
        openingHoursSpecification: openingHoursSpecification(),
        parentOrganization: { "@id": id },
      })),
  };
}

/** The brand's site as a whole (home page), published by the organization. */
export function websiteJsonLd(brand: Brand, siteUrl: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${absolute(siteUrl, "/")}#website`,
    name: brand.name,
    alternateName: brand.shortName,
    description: brand.description,
    url: absolute(siteUrl, "/"),
    inLanguage: "en-US",
    publisher: { "@id": organizationId(siteUrl) },
  };
}

/**
 * Breadcrumbs from the home page down. `crumbs` are the pages between home and this page, as
 * PageHeader takes them; pass `current` to end the trail with the page itself (search engines
 * expect the last item to be the page the data is on).
 */
export function breadcrumbJsonLd(
  siteUrl: string,
  crumbs: readonly Breadcrumb[],
  current?: Breadcrumb,
): JsonLd {
  const trail = [{ label: "Home", href: "/" }, ...crumbs, ...(current ? [current] : [])];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(siteUrl, crumb.href),
    })),
  };
}

/** Questions and answers exactly as the page shows them (only where the page shows FAQs). */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export interface ServiceOffer {
  name: string;
  /** Starting price in US dollars. */
  price: number;
  description?: string;
}

/**
 * One of the firm's services, provided by the brand's organization. With `brand`, the provider is
 * named in full (so the node stands alone); `offers` lists starting prices (the pricing page).
 */
export function serviceJsonLd(
  service: {
    title: string;
    description: string;
    link: string;
    id?: string;
    image?: string;
    offers?: readonly ServiceOffer[];
  },
  siteUrl: string,
  brand?: Brand,
): JsonLd {
  const url = absolute(siteUrl, service.link);
  return {
    "@context": CONTEXT,
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url,
    image: service.image ? absolute(siteUrl, service.image) : undefined,
    provider: brand
      ? {
          "@type": "AccountingService",
          "@id": organizationId(siteUrl),
          name: brand.name,
          url: absolute(siteUrl, "/"),
          telephone: brand.contact.phone.tel,
        }
      : { "@id": organizationId(siteUrl) },
    areaServed: { "@type": "State", name: "Ohio" },
    offers: service.offers?.length
      ? service.offers.map((offer) => ({
          "@type": "Offer",
          name: offer.name,
          description: offer.description,
          url,
          priceCurrency: "USD",
          price: offer.price.toFixed(2),
          priceSpecification: {
            "@type": "PriceSpecification",
            priceCurrency: "USD",
            minPrice: offer.price.toFixed(2),
          },
        }))
      : undefined,
  };
}

/**
 * A blog post with its author, dates and image. Local SVG artwork is given as its JPEG rendition
 * (share-images.ts), because search engines and share previews want raster images.
 */
export function blogPostingJsonLd(
  post: {
    title: string;
    slug: string;
    excerpt: string;
    published_at: string | null;
    updated_at: string | null;
    feature_image: string | null;
    primary_author: { name: string; website?: string | null; slug?: string } | null;
    tags?: readonly { name: string }[];
    primary_tag?: { name: string } | null;
  },
  siteUrl: string,
  brand?: Brand,
): JsonLd {
  const url = absolute(siteUrl, `/blog/${post.slug}`);
  const image = featureShareImage(post.feature_image);
  const authorUrl = post.primary_author?.website?.startsWith("https://")
    ? post.primary_author.website
    : undefined;
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at ?? post.published_at ?? undefined,
    image: image
      ? absolute(siteUrl, image)
      : brand
        ? absolute(siteUrl, shareImagePath(brand.id, "blog"))
        : undefined,
    articleSection: post.primary_tag?.name,
    keywords: post.tags?.length ? post.tags.map((tag) => tag.name).join(", ") : undefined,
    inLanguage: "en-US",
    author: { "@type": "Person", name: post.primary_author?.name ?? "Unknown Author", url: authorUrl },
    publisher: brand
      ? {
          "@type": "Organization",
          "@id": organizationId(siteUrl),
          name: brand.name,
          logo: {
            "@type": "ImageObject",
            url: absolute(siteUrl, brandIconPath(brand.id, 512)),
            width: 512,
            height: 512,
          },
        }
      : { "@id": organizationId(siteUrl) },
  };
}

/**
 * A node and the nodes it carries: `@graph` members and a page's `mainEntity` (a ContactPage whose
 * main entity is the organization describes the organization too).
 */
export function jsonLdNodes(node: JsonLd): JsonLd[] {
  const nested: unknown[] = [];
  if (Array.isArray(node["@graph"])) nested.push(...node["@graph"]);
  const main = node.mainEntity;
  if (main && typeof main === "object" && !Array.isArray(main) && "@type" in main) nested.push(main);
  return [
    node,
    ...nested.flatMap((child) =>
      child && typeof child === "object" && !Array.isArray(child) ? jsonLdNodes(child as JsonLd) : [],
    ),
  ];
}

/** The `@type`s of a JSON-LD node (one or several). */
export function jsonLdTypes(node: JsonLd): string[] {
  const type = node["@type"];
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : [];
}
