import type { Route } from "./+types/industries";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Industries We Serve",
    description: "Tax, bookkeeping and payroll for Ohio construction, retail, professional services, oil and gas, private equity, manufacturing and healthcare businesses.",
  });

export default function Page() {
  return <PageHeader title="Industries We Serve" lede="We know the books and tax rules of the industries that keep our part of Ohio running." />;
}
