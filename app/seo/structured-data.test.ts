import { describe, expect, it } from "vitest";
import { ALL_BRANDS, getBrand } from "~/brands";
import { OFFICE_HOURS } from "~/brands/shared";
import { ABOUT } from "~/site/about";
import { getServiceForBrand } from "~/site/services";
import {
  AREAS_SERVED,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  jsonLdNodes,
  jsonLdTypes,
  OPENING_HOURS,
  organizationJsonLd,
  serviceJsonLd,
  websiteJsonLd,
} from "./structured-data";
import { SITE_URLS } from "./test-support";
import { checkJsonLd } from "./validate-json-ld";

const post = {
  title: "Ohio's flat income tax: what HB 96 changes",
  slug: "ohio-flat-income-tax-hb-96",
  excerpt: "Ohio moves to a single rate.",
  published_at: "2025-11-06T14:00:00.000Z",
  updated_at: "2025-11-10T09:00:00.000Z",
  feature_image: "/blog-images/ohio-taxes.svg",
  primary_author: { name: "Dresden Tax Team", website: "https://dresdentax.com/about-us", slug: "team" },
  tags: [{ name: "Ohio Taxes" }, { name: "Tax Tips" }],
  primary_tag: { name: "Ohio Taxes" },
};

describe("organizationJsonLd", () => {
  it("describes each brand as an accounting business with both offices, phone, hours, areas and profiles", () => {
    for (const brand of ALL_BRANDS) {
      const siteUrl = SITE_URLS[brand.id];
      const org = organizationJsonLd(brand, siteUrl);
      expect(checkJsonLd(org, { siteUrl }), brand.id).toEqual([]);
      expect(org["@type"]).toBe("AccountingService");
      expect(org.name).toBe(brand.name);
      expect(org.url).toBe(`${siteUrl}/`);
      expect(org.telephone).toBe("+17407540800");
      const offices = (org.location as { address: { addressLocality: string; addressRegion: string } }[]).map(
        (place) => place.address,
      );
      expect(offices.map((address) => `${address.addressLocality}, ${address.addressRegion}`)).toEqual([
        "Dresden, OH",
        "Pickerington, OH",
      ]);
      expect((org.department as unknown[]).length).toBe(2);
      expect(org.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "09:00",
          closes: "18:00",
        },
      ]);
      expect(org.sameAs).toEqual([
        brand.socialMedia.facebook,
        brand.socialMedia.linkedin,
        brand.socialMedia.instagram,
      ]);
      expect(String(org.logo)).toBe(`${siteUrl}/brands/${brand.id}/icon-512.png`);
    }
  });

  it("states the same hours as the brands' hours text", () => {
    // "Monday through Saturday, 9 a.m. to 6 p.m." must describe OPENING_HOURS.
    expect(OFFICE_HOURS).toMatch(/Monday through Saturday, 9 a\.m\. to 6 p\.m\./);
    expect(OPENING_HOURS.days[0]).toBe("Monday");
    expect(OPENING_HOURS.days.at(-1)).toBe("Saturday");
    expect([OPENING_HOURS.opens, OPENING_HOURS.closes]).toEqual(["09:00", "18:00"]);
    for (const brand of ALL_BRANDS) expect(brand.contact.hours).toBe(OFFICE_HOURS);
  });

  it("serves every county of the towns on the About page", () => {
    for (const town of ABOUT.townsServed) expect(AREAS_SERVED, town.name).toContain(`${town.county} County`);
  });
});

describe("websiteJsonLd", () => {
  it("names the brand's site and points at its organization", () => {
    const site = websiteJsonLd(getBrand("payroll"), SITE_URLS.payroll);
    expect(checkJsonLd(site, { siteUrl: SITE_URLS.payroll })).toEqual([]);
    expect(site.publisher).toEqual({ "@id": "https://dresdenpayroll.com/#organization" });
  });
});

describe("breadcrumbJsonLd", () => {
  it("starts at home, numbers the items and ends with the current page when given", () => {
    const list = breadcrumbJsonLd(SITE_URLS.brownco, [{ label: "Services", href: "/services" }], {
      label: "Marketing Strategy",
      href: "/services/marketing",
    });
    expect(checkJsonLd(list, { siteUrl: SITE_URLS.brownco })).toEqual([]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://browncoconsulting.com/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://browncoconsulting.com/services" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Marketing Strategy",
        item: "https://browncoconsulting.com/services/marketing",
      },
    ]);
  });
});

describe("faqJsonLd", () => {
  it("lists each question with its accepted answer", () => {
    const service = getServiceForBrand(getBrand("dresdentax"), "payroll");
    const faq = faqJsonLd(service.faqs);
    expect(checkJsonLd(faq)).toEqual([]);
    expect((faq.mainEntity as unknown[]).length).toBe(service.faqs.length);
    expect(faqJsonLd([{ question: "Q?", answer: "A." }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});

describe("serviceJsonLd", () => {
  it("describes a service provided by the brand, with starting prices when given", () => {
    const brand = getBrand("brownco");
    const service = getServiceForBrand(brand, "fractional-cfo");
    const node = serviceJsonLd(service, SITE_URLS.brownco, brand);
    expect(checkJsonLd(node, { siteUrl: SITE_URLS.brownco })).toEqual([]);
    expect(node).toMatchObject({
      name: "Fractional CFO & Strategy",
      url: "https://browncoconsulting.com/services/fractional-cfo",
    });
    expect(node.provider).toMatchObject({
      name: brand.name,
      "@id": "https://browncoconsulting.com/#organization",
    });

    const priced = serviceJsonLd(
      { ...service, offers: [{ name: "Simple return", price: 225 }] },
      SITE_URLS.brownco,
      brand,
    );
    expect(checkJsonLd(priced, { siteUrl: SITE_URLS.brownco })).toEqual([]);
    expect((priced.offers as { price: string }[])[0]!.price).toBe("225.00");
    // Without brand, the provider is a reference (the builder's original signature still works).
    expect(serviceJsonLd(service, SITE_URLS.brownco).provider).toEqual({
      "@id": "https://browncoconsulting.com/#organization",
    });
  });
});

describe("blogPostingJsonLd", () => {
  it("has the headline, author, dates, a raster image and the publisher", () => {
    const brand = getBrand("dresdentax");
    const node = blogPostingJsonLd(post, SITE_URLS.dresdentax, brand);
    expect(checkJsonLd(node, { siteUrl: SITE_URLS.dresdentax })).toEqual([]);
    expect(node).toMatchObject({
      headline: post.title,
      url: "https://dresdentax.com/blog/ohio-flat-income-tax-hb-96",
      datePublished: post.published_at,
      dateModified: post.updated_at,
      image: "https://dresdentax.com/og/blog-images/ohio-taxes.jpg",
      author: { "@type": "Person", name: "Dresden Tax Team", url: "https://dresdentax.com/about-us" },
      keywords: "Ohio Taxes, Tax Tips",
      articleSection: "Ohio Taxes",
    });
    expect(node.publisher).toMatchObject({ name: brand.name });
  });

  it("falls back to the publication date, the blog card and 'Unknown Author'", () => {
    const node = blogPostingJsonLd(
      { ...post, updated_at: null, feature_image: null, primary_author: null },
      SITE_URLS.payroll,
      getBrand("payroll"),
    );
    expect(node.dateModified).toBe(post.published_at);
    expect(node.image).toBe("https://dresdenpayroll.com/og/payroll-blog.png");
    expect(node.author).toEqual({ "@type": "Person", name: "Unknown Author", url: undefined });
  });
});

describe("checkJsonLd", () => {
  const siteUrl = SITE_URLS.dresdentax;
  const org = organizationJsonLd(getBrand("dresdentax"), siteUrl);

  it("reports broken shapes", () => {
    expect(checkJsonLd(null)).toEqual(["JSON-LD must be an object"]);
    expect(checkJsonLd({ ...org, "@context": "http://schema.org" })).toContain(
      '@context must be "https://schema.org"',
    );
    expect(checkJsonLd({ ...org, telephone: "(740) 754-0800" }, { siteUrl })).toContain(
      "AccountingService.telephone must be +1 and ten digits",
    );
    expect(
      checkJsonLd(
        { ...org, address: { "@type": "PostalAddress", streetAddress: "1010 Main Street" } },
        { siteUrl },
      ).join("\n"),
    ).toMatch(/address.addressLocality is missing/);
    expect(
      checkJsonLd(
        {
          ...org,
          openingHoursSpecification: [
            { "@type": "OpeningHoursSpecification", dayOfWeek: ["Someday"], opens: "9am", closes: "18:00" },
          ],
        },
        { siteUrl },
      ).join("\n"),
    ).toMatch(/dayOfWeek[\s\S]*opens must be hh:mm/);
    expect(checkJsonLd({ ...org, sameAs: ["facebook.com/x"] }, { siteUrl })).toContain(
      "AccountingService.sameAs must list the social profiles as https URLs",
    );
    // Canonical data must be on the brand's own domain.
    expect(checkJsonLd(org, { siteUrl: SITE_URLS.brownco }).join("\n")).toMatch(
      /url must be an absolute URL on the brand's site/,
    );

    const list = breadcrumbJsonLd(siteUrl, [], { label: "Contact", href: "/contact" });
    const items = list.itemListElement as Record<string, unknown>[];
    expect(checkJsonLd({ ...list, itemListElement: [items[0]] }, { siteUrl })).toContain(
      "BreadcrumbList needs at least two items (home and this page)",
    );
    expect(
      checkJsonLd({ ...list, itemListElement: [items[0], { ...items[1], position: 3 }] }, { siteUrl }),
    ).toContain("BreadcrumbList.itemListElement[1].position must be 2");

    expect(checkJsonLd(faqJsonLd([{ question: "Q?", answer: "" }]))).toContain(
      "FAQPage.mainEntity[0].acceptedAnswer must be an Answer with text",
    );
    expect(checkJsonLd(faqJsonLd([]))).toContain("FAQPage.mainEntity must list the questions");

    const posting = blogPostingJsonLd(post, siteUrl);
    expect(checkJsonLd({ ...posting, datePublished: "last week" }, { siteUrl })).toContain(
      "BlogPosting.datePublished must be an ISO 8601 date",
    );
    expect(checkJsonLd({ ...posting, dateModified: "2020-01-01T00:00:00Z" }, { siteUrl })).toContain(
      "BlogPosting.dateModified is before datePublished",
    );
    expect(checkJsonLd({ ...posting, author: { "@type": "Person" } }, { siteUrl })).toContain(
      "BlogPosting.author must be a Person or Organization with a name",
    );

    expect(checkJsonLd({ "@context": "https://schema.org", "@type": "Recipe" })).toEqual([
      "Recipe is not a type this site publishes (add a check for it here)",
    ]);
  });

  it("checks pages with a main entity, applications and priced offers", () => {
    const contact = {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      name: "Contact",
      url: `${siteUrl}/contact`,
      mainEntity: org,
    };
    expect(checkJsonLd(contact, { siteUrl })).toEqual([]);
    const { telephone: _dropped, ...noPhone } = org;
    expect(checkJsonLd({ ...contact, mainEntity: noPhone }, { siteUrl })).toContain(
      "ContactPage.mainEntity: AccountingService.telephone must be +1 and ten digits",
    );

    const app = {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Tax calculator",
      applicationCategory: "FinanceApplication",
      description: "Estimate your federal and Ohio tax.",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    };
    expect(checkJsonLd(app, { siteUrl })).toEqual([]);
    expect(checkJsonLd({ ...app, offers: undefined }, { siteUrl })).toContain(
      "WebApplication.offers must be an Offer",
    );
    expect(
      checkJsonLd({ ...app, offers: { "@type": "Offer", price: "free", priceCurrency: "USD" } }, { siteUrl }),
    ).toContain("WebApplication.offers must have a USD price (price, or priceSpecification.price/minPrice)");

    const brand = getBrand("dresdentax");
    const service = serviceJsonLd(getServiceForBrand(brand, "personal-tax"), siteUrl, brand);
    const from = {
      "@type": "Offer",
      name: "Simple return",
      priceSpecification: { "@type": "PriceSpecification", minPrice: 150, priceCurrency: "USD" },
    };
    expect(checkJsonLd({ ...service, offers: [from] }, { siteUrl })).toEqual([]);
    expect(
      checkJsonLd({ ...service, offers: [{ ...from, priceSpecification: { minPrice: 150 } }] }, { siteUrl }),
    ).toContain("Service.offers[0] must have a USD price (price, or priceSpecification.price/minPrice)");
  });

  it("finds nodes inside @graph and a page's main entity", () => {
    const contact = { "@type": "ContactPage", mainEntity: org };
    expect(jsonLdNodes(contact).flatMap(jsonLdTypes)).toEqual(["ContactPage", "AccountingService"]);
    expect(
      jsonLdNodes({
        "@graph": [{ "@type": "WebSite" }, { "@type": "AboutPage", mainEntity: { "@type": "Person" } }],
      }).flatMap(jsonLdTypes),
    ).toEqual(["WebSite", "AboutPage", "Person"]);
    expect(
      jsonLdNodes({ "@type": "WebPage", mainEntity: "https://dresdentax.com/#organization" }),
    ).toHaveLength(1);
  });

  it("reads one or several @types", () => {
    expect(jsonLdTypes({ "@type": "Service" })).toEqual(["Service"]);
    expect(jsonLdTypes({ "@type": ["AccountingService", "LocalBusiness"] })).toEqual([
      "AccountingService",
      "LocalBusiness",
    ]);
    expect(jsonLdTypes({})).toEqual([]);
  });
});
