import type { Route } from "./+types/resources.tax-prep-checklist";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Tax Prep Checklist",
    description: "An interactive checklist of the documents to gather before your tax appointment: income, deductions, self-employment, rental and more.",
  });

export default function Page() {
  return <PageHeader title="Tax Prep Checklist" lede="Everything to gather before your tax appointment, in one list you can tick off." />;
}
