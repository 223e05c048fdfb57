import type { Route } from "./+types/home";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { useSite } from "~/site/use-site";

export const meta: Route.MetaFunction = (args) => {
  const site = siteFromMatches(args.matches);
  return pageMeta(args, { title: site?.brand.tagline ?? "Home", description: site?.brand.description ?? "" });
};

export default function Home() {
  const { brand } = useSite();
  return <PageHeader title={brand.name} lede={brand.tagline} />;
}
