import type { Route } from "./+types/resources.check-my-refund";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Check My Refund",
    description: "How to check the status of your federal and Ohio tax refunds, what you need, typical timelines and what delays mean.",
  });

export default function Page() {
  return <PageHeader title="Check My Refund" lede="Where your federal and Ohio refunds are, and what to do if they are late." />;
}
