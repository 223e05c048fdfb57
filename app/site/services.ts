/**
 * The firm's eight services: the fields of SPEC section 3 ("Service") plus every word of each service page.
 *
 * The words are in content/services/<id>.md (read and checked by app/content/services.ts). They are
 * shared by all three brands. What differs per brand (a service's title, its short description and
 * the order services are shown in) is brand data: the wording sits in the service's file (`brands:`)
 * and reaches the brand as `serviceOverrides`, the order is the brand's `contentPriorities.services`.
 * `getServicesForBrand` applies both: there is no brand branching here.
 *
 * Tax figures carry their source and tax year in the text itself, so a reader (and the next editor) can
 * check them.
 */
import { SERVICE_IDS, type Brand, type ServiceId } from "~/brands";
import serviceFiles from "~/content/collections/services";
import type { IncludedFeature, ServiceContent } from "~/content/services";

export type { SiteIconName } from "~/content/icons";
export type { Faq, TitledText } from "~/content/markdown";
export type { IncludedFeature } from "~/content/services";

/** A service as SPEC section 3 describes it: what cards, menus and the home page need. */
export interface Service {
  id: ServiceId;
  title: string;
  /** Two or three sentences for the services overview page. */
  description: string;
  /** One sentence for cards and menus. */
  shortDescription: string;
  icon: ServiceContent["icon"];
  link: `/services/${ServiceId}`;
  image: `/services/${ServiceId}.svg`;
  features: readonly string[];
  /** 1 is shown first. In `getServicesForBrand` results it is the position in that brand's order. */
  priority: number;
}

/** A service with the full content of its page. */
export interface ServicePage extends Service, Omit<ServiceContent, keyof Service> {
  included: readonly IncludedFeature[];
}

function toServicePage(content: ServiceContent, priority: number): ServicePage {
  return {
    ...content,
    link: `/services/${content.id}`,
    image: `/services/${content.id}.svg`,
    features: content.included.map((item) => item.feature),
    priority,
  };
}

/** Every service with its shared wording, in the default order (SERVICE_IDS). */
export const SERVICES: readonly ServicePage[] = serviceFiles.map((file, index) =>
  toServicePage(file.content, index + 1),
);

const SERVICES_BY_ID: ReadonlyMap<string, ServicePage> = new Map(
  SERVICES.map((service) => [service.id, service]),
);

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && SERVICES_BY_ID.has(value);
}

/** A service's shared content (no brand wording applied); undefined only for a string that isn't a service id. */
export function getService(id: ServiceId): ServicePage;
export function getService(id: string): ServicePage | undefined;
export function getService(id: string): ServicePage | undefined {
  return SERVICES_BY_ID.get(id);
}

function applyBrand(service: ServicePage, brand: Brand, priority: number): ServicePage {
  const override = brand.serviceOverrides[service.id];
  return {
    ...service,
    title: override?.title ?? service.title,
    shortDescription: override?.shortDescription ?? service.shortDescription,
    priority,
  };
}

/**
 * The services in the brand's order (`contentPriorities.services`), with its titles and short
 * descriptions applied; `priority` is the 1-based position in that order. A service the brand forgot
 * to list is still returned, after the listed ones, so no page can silently disappear from menus.
 */
export function getServicesForBrand(brand: Brand): ServicePage[] {
  const listed = brand.contentPriorities.services.filter((id, index, all) => all.indexOf(id) === index);
  const ordered = [...listed, ...SERVICE_IDS.filter((id) => !listed.includes(id))];
  return ordered.flatMap((id, index) => {
    const service = SERVICES_BY_ID.get(id);
    return service ? [applyBrand(service, brand, index + 1)] : [];
  });
}

/**
 * One service in the brand's wording. Always found for a `ServiceId` (every service is in every brand's
 * list); undefined only for a string that isn't a service id (e.g. a bad URL).
 */
export function getServiceForBrand(brand: Brand, id: ServiceId): ServicePage;
export function getServiceForBrand(brand: Brand, id: string): ServicePage | undefined;
export function getServiceForBrand(brand: Brand, id: string): ServicePage | undefined {
  return getServicesForBrand(brand).find((service) => service.id === id);
}

/** Every piece of text a service page shows, in reading order (used to check the page's length). */
export function serviceProse(service: ServicePage): string[] {
  return [
    service.title,
    service.shortDescription,
    service.description,
    service.lede,
    service.whoItIsFor.paragraph,
    ...service.whoItIsFor.bullets,
    ...service.included.flatMap((item) => [item.feature, item.explanation]),
    ...service.steps.flatMap((step) => [step.title, step.text]),
    ...service.whatToBring,
    ...service.faqs.flatMap((faq) => [faq.question, faq.answer]),
  ];
}
