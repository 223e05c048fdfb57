import type { Route } from "./+types/home";
import { toPostCard } from "~/blog/card";
import { ConnectedServices } from "~/components/home/ConnectedServices";
import { HomeContact } from "~/components/home/HomeContact";
import { IndustriesCarousel } from "~/components/home/IndustriesCarousel";
import { LatestNews } from "~/components/home/LatestNews";
import { ServicesSection } from "~/components/home/ServicesSection";
import { WelcomeSection } from "~/components/home/WelcomeSection";
import { WhyChooseUs } from "~/components/home/WhyChooseUs";
import { HeroCarousel } from "~/components/home/HeroCarousel";
import { WITHOUT_REACT } from "~/delivery/page-scripts";
import { getBrand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";
import { organizationJsonLd } from "~/seo/structured-data";
import { buildHomePage, HOME_NEWS_COUNT } from "~/site/home";

export async function loader(args: Route.LoaderArgs) {
  const site = getSiteContext(args.context);
  const home = buildHomePage(getBrand(site.brand.id));
  // The blog cache answers from memory and never throws: a failing source gives an empty page.
  const latest = await site.services.blog.browsePosts({ limit: HOME_NEWS_COUNT, page: 1 });
  return {
    ...home,
    posts: latest.posts.slice(0, HOME_NEWS_COUNT).map(toPostCard),
    meta: pageMeta(args, (metaSite) => ({
      title: home.content.metaTitle,
      description: home.content.metaDescription,
      jsonLd: [organizationJsonLd(metaSite.brand, metaSite.siteUrl)],
    })),
  };
}

/** The carousels and the count-up band run from their own small scripts (decision record 010). */
export const handle = WITHOUT_REACT;

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The home page: ten sections in the order of SPEC section 2 (navigation and footer come from the shell). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { content, stats, services, industries, brands, posts } = loaderData;
  return (
    <>
      <HeroCarousel heading={content.heading} slides={content.slides} />
      <WelcomeSection
        title={content.welcome.title}
        lede={content.welcome.lede}
        stats={stats}
        valueCards={content.valueCards}
      />
      <ServicesSection intro={content.services} services={services} />
      <IndustriesCarousel intro={content.industries} industries={industries} />
      <WhyChooseUs intro={content.whyChooseUs} points={content.whyChooseUs.points} />
      <ConnectedServices intro={content.connected} brands={brands} />
      <LatestNews intro={content.news} posts={posts} />
      <HomeContact intro={content.contact} />
    </>
  );
}
