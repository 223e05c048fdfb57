import type { Brand } from "~/brands";

/** JSON-LD objects (schema.org) for pages; pass them to pageMeta's `jsonLd`. */
export type JsonLd = Record<string, unknown>;

export interface Breadcrumb {
  label: string;
  href: string;
}

function absolute(siteUrl: string, path: string): string {
  return new URL(path, siteUrl).href;
}

/** The firm as a local accounting business, per brand, with both offices. */
export function organizationJsonLd(brand: Brand, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "AccountingService",
    "@id": `${siteUrl}/#organization`,
    name: brand.name,
    slogan: brand.tagline,
    description: brand.description,
    url: siteUrl,
    logo: absolute(siteUrl, brand.logos.mark),
    image: absolute(siteUrl, brand.logos.light),
    telephone: brand.contact.phone.tel,
    email: brand.contact.email,
    priceRange: "$$",
    areaServed: ["Muskingum County, OH", "Licking County, OH", "Coshocton County, OH", "Fairfield County, OH", "Franklin County, OH", "Guernsey County, OH"].map((name) => ({ "@type": "AdministrativeArea", name })),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
    sameAs: [brand.socialMedia.facebook, brand.socialMedia.linkedin, brand.socialMedia.instagram],
    location: brand.contact.offices.map((office) => ({
      "@type": "Place",
      name: office.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: office.street,
        addressLocality: office.city,
        addressRegion: office.region,
        postalCode: office.postalCode,
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
    })),
  };
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: readonly Breadcrumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ label: "Home", href: "/" }, ...crumbs].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absolute(siteUrl, crumb.href),
    })),
  };
}

export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function serviceJsonLd(
  service: { title: string; description: string; link: string },
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.description,
    url: absolute(siteUrl, service.link),
    provider: { "@id": `${siteUrl}/#organization` },
    areaServed: { "@type": "State", name: "Ohio" },
  };
}

export function blogPostingJsonLd(
  post: {
    title: string;
    slug: string;
    excerpt: string;
    published_at: string | null;
    updated_at: string | null;
    feature_image: string | null;
    primary_author: { name: string } | null;
  },
  siteUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url: absolute(siteUrl, `/blog/${post.slug}`),
    mainEntityOfPage: absolute(siteUrl, `/blog/${post.slug}`),
    datePublished: post.published_at ?? undefined,
    dateModified: post.updated_at ?? post.published_at ?? undefined,
    image: post.feature_image ? absolute(siteUrl, post.feature_image) : undefined,
    author: { "@type": "Person", name: post.primary_author?.name ?? "Unknown Author" },
    publisher: { "@id": `${siteUrl}/#organization` },
  };
}
