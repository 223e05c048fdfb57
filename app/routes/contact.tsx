import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Contact Us",
    description: "Call (740) 754-0800, email us, or visit our Dresden or Pickerington office. Open Monday through Saturday, in person or virtual.",
  });

export default function Page() {
  return <PageHeader title="Ways to Contact" lede="Call, email, send a message or stop by one of our two offices." />;
}
