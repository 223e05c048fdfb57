import type { Route } from "./+types/resources.tax-payment-center";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Tax Payment Center",
    description: "How to pay the IRS and the Ohio Department of Taxation, payment plans, and this year's estimated-tax due dates.",
  });

export default function Page() {
  return <PageHeader title="Tax Payment Center" lede="Every safe way to pay the IRS and Ohio, and the dates estimated payments are due." />;
}
