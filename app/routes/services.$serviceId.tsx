import { data } from "react-router";
import type { Route } from "./+types/services.$serviceId";
import { PageHeader } from "~/components/page/PageHeader";
import { getBrand, isBrandId, SERVICE_IDS, type ServiceId } from "~/brands";
import { getSiteContext } from "~/request-context";
import { pageMeta } from "~/seo/meta";
import { getServiceForBrand } from "~/site/services";

function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(value ?? "");
}

export function loader({ params, context }: Route.LoaderArgs) {
  if (!isServiceId(params.serviceId)) throw data(null, { status: 404 });
  const brandId = getSiteContext(context).brand.id;
  return { service: getServiceForBrand(getBrand(isBrandId(brandId) ? brandId : "dresdentax"), params.serviceId) };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMeta(args, { title: args.loaderData.service.title, description: args.loaderData.service.shortDescription }) : [];

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
  return <PageHeader title={service.title} lede={service.shortDescription} breadcrumbs={[{ label: "Services", href: "/services" }]} />;
}
