import type { Route } from "./+types/services";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Services",
    description: "Tax preparation, bookkeeping, payroll, business formation, fractional CFO, HR and marketing help for Ohio families and small businesses.",
  });

export default function Page() {
  return <PageHeader title="Our Services" lede="Eight services that cover the money side of a household or a small business, from one office you can call." />;
}
