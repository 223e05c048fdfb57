import type { Route } from "./+types/legal";
import { PageHeader } from "~/components/page/PageHeader";
import { pageMeta } from "~/seo/meta";

const PAGES: Record<string, { title: string; description: string }> = {
  "privacy-policy": { title: "Privacy Policy", description: "What this website collects, where it is kept, for how long, and your rights." },
  "terms-of-service": { title: "Terms of Service", description: "The terms for using this website and its free tax tools." },
  accessibility: { title: "Accessibility", description: "Our commitment to WCAG 2.2 AA, known limitations and how to report a barrier." },
  cookies: { title: "Cookie Policy", description: "What this website stores in your browser and which cookies third-party tools may set." },
};

function pageFor(pathname: string) {
  return PAGES[pathname.replace(/^\/|\/$/g, "")] ?? PAGES["privacy-policy"]!;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, pageFor(args.location.pathname));

export default function LegalPage() {
  return <PageHeader title="Legal" />;
}
