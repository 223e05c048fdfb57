import { ServerHtml } from "~/delivery/ServerHtml";
import type { ReactNode } from "react";
import { Phone } from "~/shell/ui/icons";
import { SiteLink } from "~/shell/ui/SiteLink";
import { useSite } from "~/site/use-site";

/** A panel in the brand's dark colour offering a person: one page to go to, and the phone. */
export function AskPanel({
  title,
  children,
  action,
  headingId,
}: {
  title: string;
  children: ReactNode;
  action: { to: string; label: string };
  headingId?: string;
}) {
  const phone = useSite().brand.contact.phone;
  return (
    <ServerHtml
      as="section"
      aria-labelledby={headingId}
      className="rounded-xl bg-secondary p-6 text-on-secondary"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-sm opacity-90">{children}</p>
      <div className="mt-5 flex flex-col gap-3">
        <SiteLink to={action.to} className="btn btn-primary">
          {action.label}
        </SiteLink>
        <a href={`tel:${phone.tel}`} className="btn btn-on-dark">
          <Phone aria-hidden="true" className="size-4" />
          {` Call ${phone.display}`}
        </a>
      </div>
    </ServerHtml>
  );
}
