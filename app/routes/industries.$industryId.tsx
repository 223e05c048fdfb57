import { data } from "react-router";
import type { Route } from "./+types/industries.$industryId";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";
import { getIndustry } from "~/site/industries";

export function loader({ params }: Route.LoaderArgs) {
  const industry = getIndustry(params.industryId);
  if (!industry) throw data(null, { status: 404 });
  return { industry };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.industry.name, description: args.loaderData.industry.shortDescription }) : [];

export default function IndustryPage({ loaderData }: Route.ComponentProps) {
  const { industry } = loaderData;
  return <PageHeader title={industry.name} lede={industry.shortDescription} breadcrumbs={[{ label: "Industries", href: "/industries" }]} />;
}
