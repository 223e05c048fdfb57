import type { Route } from "./+types/resources.tax-calculator";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Tax Calculator",
    description: "Estimate your federal, Ohio and city income tax for 2025 or 2026, and whether you will get a refund or owe.",
  });

export default function Page() {
  return <PageHeader title="Tax Calculator" lede="Estimate your federal and Ohio income tax and see whether you can expect a refund." />;
}
