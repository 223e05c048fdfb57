// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { ALL_BRANDS, BRANDS, type Brand, type BrandId } from "~/brands";
import { siteContext, type SiteRequestContext } from "~/request-context";
import { getIndustry } from "~/site/industries";
import { LEGAL_PAGES } from "~/site/legal";
import { formatStartingPrice, PERSONAL_TAX_PRICING } from "~/site/pricing";
import { getServiceForBrand, getServicesForBrand } from "~/site/services";
import IndustryPage, { loader as industryLoader } from "./industries.$industryId";
import LegalPage, { loader as legalLoader } from "./legal";
import ServicePage, { loader as serviceLoader } from "./services.$serviceId";
import PricingPage, { loader as pricingLoader } from "./services.personal-tax.pricing";
import ServicesPage, { loader as servicesLoader } from "./services";

afterEach(cleanup);

/** What the Express server would hand the loaders for a request on `brandId`'s site. */
function requestContext(brandId: BrandId): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    brand: { id: brandId, fromQuery: false },
    siteUrl: `https://${BRANDS[brandId].domain}`,
    inlineMarker: "test",
    allowIndexing: false,
    schedulerUrl: null,
  } as unknown as SiteRequestContext);
  return context;
}

/** Renders one page route under a root route with the brand's data, as the app does, running the real loader. */
async function renderPage(
  brand: Brand,
  page: {
    path: string;
    url: string;
    loader: (args: never) => unknown;
    Component: React.ComponentType<never>;
    id?: string;
  },
) {
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ brand, brandFromQuery: false, siteUrl: `https://${brand.domain}` }),
        Component: () => <Outlet />,
        HydrateFallback: () => null,
        children: [
          { id: page.id, path: page.path, loader: page.loader as never, Component: page.Component as never },
        ],
      },
    ],
    requestContext(brand.id),
  );
  render(<Stub initialEntries={[page.url]} />);
  // Loaders run asynchronously; a busy machine can take a few seconds.
  return screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
}

describe("services overview", () => {
  it.each(ALL_BRANDS.map((brand) => [brand.id, brand] as const))(
    "%s: shows all eight services in the brand's order and wording, each linking to its page",
    async (_id, brand) => {
      await renderPage(brand, {
        path: "services",
        url: "/services",
        loader: servicesLoader,
        Component: ServicesPage,
      });
      const grid = screen.getByTestId("services-grid");
      const expected = getServicesForBrand(brand);
      const titles = within(grid).getAllByRole("heading", { level: 3 });
      expect(titles.map((title) => title.textContent)).toEqual(expected.map((service) => service.title));
      expect(titles).toHaveLength(8);
      for (const [index, title] of titles.entries()) {
        expect(within(title).getByRole("link").getAttribute("href")).toBe(`/services/${expected[index]!.id}`);
      }
    },
  );

  it("puts each brand's own lead service first", async () => {
    const leads: Record<BrandId, string> = {
      dresdentax: "Personal Tax Preparation",
      brownco: "Fractional CFO & Strategy",
      payroll: "Full-Service Payroll",
    };
    for (const brand of ALL_BRANDS) {
      await renderPage(brand, {
        path: "services",
        url: "/services",
        loader: servicesLoader,
        Component: ServicesPage,
      });
      const first = within(screen.getByTestId("services-grid")).getAllByRole("heading", { level: 3 })[0];
      expect(first?.textContent).toBe(leads[brand.id]);
      cleanup();
    }
  });
});

describe("service page", () => {
  it("uses the brand's title, shows every part and FAQ, and links related pages in the brand's wording", async () => {
    const brand = BRANDS.brownco;
    const service = getServiceForBrand(brand, "bookkeeping");
    const h1 = await renderPage(brand, {
      path: "services/:serviceId",
      url: "/services/bookkeeping",
      loader: serviceLoader,
      Component: ServicePage,
    });
    expect(h1.textContent).toBe("Bookkeeping & Reporting");
    for (const item of service.included)
      expect(screen.getByRole("heading", { level: 3, name: item.feature })).toBeTruthy();
    expect(document.querySelectorAll("[data-faq-list] details")).toHaveLength(service.faqs.length);
    expect(document.querySelectorAll("[data-faq-list] summary")[0]?.textContent).toBe(
      service.faqs[0]!.question,
    );
    // Related services appear under the brand's names ("Fractional CFO & Strategy", not "Fractional CFO").
    expect(screen.getByRole("link", { name: "Fractional CFO & Strategy" }).getAttribute("href")).toBe(
      "/services/fractional-cfo",
    );
    for (const id of service.relatedIndustries) {
      expect(screen.getByRole("link", { name: getIndustry(id)!.name }).getAttribute("href")).toBe(
        `/industries/${id}`,
      );
    }
    // Both of the page's "Schedule a Consultation" links carry the service (issue 28).
    expect(
      screen
        .getAllByRole("link", { name: /Schedule a Consultation/ })
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/schedule?service=bookkeeping", "/schedule?service=bookkeeping"]);
  });

  it("answers 404 for an unknown service", async () => {
    await expect(
      Promise.resolve().then(() =>
        serviceLoader({ params: { serviceId: "tax" }, context: requestContext("dresdentax") } as never),
      ),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("personal tax pricing", () => {
  it("renders every tier with its starting price and inclusions, every add-on, and the date", async () => {
    await renderPage(BRANDS.dresdentax, {
      path: "services/personal-tax/pricing",
      url: "/services/personal-tax/pricing",
      loader: pricingLoader,
      Component: PricingPage,
    });
    const tiers = screen.getByTestId("pricing-tiers").children;
    expect(tiers).toHaveLength(PERSONAL_TAX_PRICING.tiers.length);
    PERSONAL_TAX_PRICING.tiers.forEach((tier, index) => {
      const card = within(tiers[index] as HTMLElement);
      expect(card.getByRole("heading", { level: 3 }).textContent).toBe(tier.name);
      expect(card.getByText(formatStartingPrice(tier))).toBeTruthy();
      for (const line of tier.includes) expect(card.getByText(line)).toBeTruthy();
    });
    const table = screen.getByRole("table");
    for (const addOn of PERSONAL_TAX_PRICING.addOns) {
      const row = within(table)
        .getByRole("rowheader", { name: new RegExp(`^${addOn.name}`) })
        .closest("tr")!;
      expect(row.textContent).toContain(formatStartingPrice(addOn));
    }
    expect(document.querySelector("time")?.getAttribute("datetime")).toBe(PERSONAL_TAX_PRICING.lastUpdated);
  });
});

describe("industry page", () => {
  it("lists related services in the brand's wording and links back", async () => {
    const h1 = await renderPage(BRANDS.payroll, {
      path: "industries/:industryId",
      url: "/industries/construction",
      loader: industryLoader,
      Component: IndustryPage,
    });
    expect(h1.textContent).toBe("Construction & Trades");
    expect(screen.getByRole("link", { name: "Full-Service Payroll" }).getAttribute("href")).toBe(
      "/services/payroll",
    );
    expect(screen.getByRole("link", { name: "Tax Filing" }).getAttribute("href")).toBe(
      "/services/business-tax",
    );
    expect(document.querySelectorAll("[data-faq-list] details")).toHaveLength(
      getIndustry("construction")!.faqs.length,
    );
  });
});

describe("legal pages", () => {
  it.each(LEGAL_PAGES.map((page) => [page.path, page] as const))(
    "%s shows its title, 'Last updated' with a <time>, and every section",
    async (path, template) => {
      const h1 = await renderPage(BRANDS.dresdentax, {
        id: template.id,
        path: path.slice(1),
        url: path,
        loader: legalLoader,
        Component: LegalPage,
      });
      expect(h1.textContent).toBe(template.title);
      expect(
        screen
          .getByText(/Last updated/)
          .querySelector("time")
          ?.getAttribute("datetime"),
      ).toBe(template.lastUpdated);
      for (const section of template.sections(BRANDS.dresdentax)) {
        expect(screen.getByRole("heading", { level: 2, name: section.heading })).toBeTruthy();
      }
    },
  );
});
