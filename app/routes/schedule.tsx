import type { Route } from "./+types/schedule";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Schedule a Meeting",
    description: "Book an in-person, virtual or phone consultation with our tax, bookkeeping and payroll team, Monday through Saturday.",
  });

export default function Page() {
  return <PageHeader title="Schedule a Meeting" lede="Meet us in person in Dresden or Pickerington, by video, or by phone." />;
}
