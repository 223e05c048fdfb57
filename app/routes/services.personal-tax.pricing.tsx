import type { Route } from "./+types/services.personal-tax.pricing";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Personal Tax Pricing",
    description: "Starting prices for personal tax returns in Dresden, Ohio: W-2, itemized, self-employed, rental and multi-state returns, and what changes a price.",
  });

export default function Page() {
  return <PageHeader title="Personal Tax Pricing" lede="Clear starting prices for individual and family returns, and what changes them." />;
}
