import type { Route } from "./+types/blog";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "News",
    description: "Ohio and federal tax changes, deadlines, payroll and small-business advice from our team in Dresden, Ohio.",
  });

export default function Page() {
  return <PageHeader title="News" lede="Tax changes, deadlines and practical advice from our team." />;
}
