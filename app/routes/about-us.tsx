import type { Route } from "./+types/about-us";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "About Us",
    description: "A family-run tax, bookkeeping and payroll firm in Dresden, Ohio, with a second office in Pickerington, serving Muskingum County and central Ohio.",
  });

export default function Page() {
  return <PageHeader title="About Us" lede="A local firm in Dresden, Ohio, serving families and small businesses across Muskingum County and central Ohio." />;
}
