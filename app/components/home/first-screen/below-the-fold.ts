import { deferredSection } from "~/delivery/deferred-section";

/**
 * The home page's sections after the hero, as islands (see deferredSection): each one's code loads
 * as the visitor scrolls near it, so the first screen hydrates with only the shell and the hero.
 */
const section = (name: string) => `[data-home-section="${name}"]`;

export const WelcomeSection = deferredSection(section("welcome"), () =>
  import("../WelcomeSection").then((module) => module.WelcomeSection),
);
export const ServicesSection = deferredSection(section("services"), () =>
  import("../ServicesSection").then((module) => module.ServicesSection),
);
export const IndustriesCarousel = deferredSection(section("industries"), () =>
  import("../IndustriesCarousel").then((module) => module.IndustriesCarousel),
);
export const WhyChooseUs = deferredSection(section("why"), () =>
  import("../WhyChooseUs").then((module) => module.WhyChooseUs),
);
export const ConnectedServices = deferredSection(section("connected"), () =>
  import("../ConnectedServices").then((module) => module.ConnectedServices),
);
export const LatestNews = deferredSection(section("news"), () =>
  import("../LatestNews").then((module) => module.LatestNews),
);
export const HomeContact = deferredSection(section("contact"), () =>
  import("../HomeContact").then((module) => module.HomeContact),
);

/** On a visit from another page of the site, every section's code loads with the page. */
export function preloadBelowTheFold(): Promise<unknown> {
  return Promise.all(
    [
      WelcomeSection,
      ServicesSection,
      IndustriesCarousel,
      WhyChooseUs,
      ConnectedServices,
      LatestNews,
      HomeContact,
    ].map((deferred) => deferred.preload()),
  );
}
