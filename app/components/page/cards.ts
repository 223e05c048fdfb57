/**
 * Turn content into the small card data pages send to the browser. Called in loaders (server), so the
 * full service and industry text never reaches the client bundle; only type imports from app/site here.
 */
import type { Industry } from "~/site/industries";
import type { Service } from "~/site/services";
import type { LinkCardData } from "./LinkCard";

/** A service as a card, in the brand's wording; `points` are its first few features. */
export function serviceCard(service: Service, points = 0): LinkCardData {
  return {
    href: service.link,
    title: service.title,
    description: service.shortDescription,
    icon: service.icon,
    image: service.image,
    ...(points > 0 ? { points: service.features.slice(0, points) } : {}),
  };
}

export function industryCard(industry: Industry): LinkCardData {
  return {
    href: industry.link,
    title: industry.name,
    description: industry.shortDescription,
    icon: industry.icon,
    image: `/industries/${industry.id}.svg`,
  };
}
