import { RotateCw } from "~/shell/ui/icons";
import { ReloadLink } from "~/components/ui/ReloadLink";
import { SiteLink } from "~/shell/ui/SiteLink";
import { useSite } from "~/site/use-site";

/**
 * Shown in place of blog content the site could not load right now (the CMS or the connection
 * failed). The rest of the site keeps working; the visitor can try again or call.
 */
export function BlogUnavailable({ what }: { what: string }) {
  const phone = useSite().brand.contact.phone;
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col items-center rounded-xl border border-border bg-surface px-6 py-14 text-center"
      data-testid="blog-unavailable"
    >
      <h2 className="text-2xl font-semibold">We couldn’t load {what} just now</h2>
      <p className="mt-3 text-fg-muted">
        This is usually a passing problem with the connection or our news service. Please try again in a
        moment. If it keeps happening, call us at{" "}
        <a href={`tel:${phone.tel}`} className="font-semibold text-primary-ink underline">
          {phone.display}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ReloadLink className="btn btn-primary">
          <RotateCw aria-hidden="true" className="size-4" /> Try again
        </ReloadLink>
        <SiteLink to="/" className="btn btn-outline">
          Go to the home page
        </SiteLink>
      </div>
    </div>
  );
}
