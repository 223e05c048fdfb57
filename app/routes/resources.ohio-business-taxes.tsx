import type { Route } from "./+types/resources.ohio-business-taxes";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Ohio Business Taxes",
    description: "A plain guide to Ohio business taxes: CAT, sales and use tax, withholding, municipal net profit tax, the PTE election and unemployment insurance.",
  });

export default function Page() {
  return <PageHeader title="Ohio Business Taxes" lede="The taxes an Ohio business owes, with rates, thresholds and due dates." />;
}
