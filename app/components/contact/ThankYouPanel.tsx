import { CircleCheck, RotateCcw } from "~/shell/ui/icons";
import { useSite, useSiteHref } from "~/site/use-site";
import { FORM_ACTION_PATH } from "./form-fields";
import { CONTACT_TEXT } from "./submit";

/**
 * Shown in place of the form once a message is stored: the brand's thank-you title, what happens
 * next, and 'Send Another Message'. That button sits in a GET form for /contact, so without
 * JavaScript it loads an empty form; with it, the form's script brings the form back in place
 * (contact-form-script.ts, which also copies this panel from its template after a send).
 */
export function ThankYouPanel({
  titleLevel,
  autoFocus = false,
}: {
  titleLevel: 2 | 3 | 4;
  /** The panel the server renders after a post without JavaScript takes focus as the page loads. */
  autoFocus?: boolean;
}) {
  const { brand, brandFromQuery } = useSite();
  const href = useSiteHref();
  const Title = `h${titleLevel}` as const;
  const phone = brand.contact.contactSectionPhone;

  return (
    <div
      tabIndex={-1}
      autoFocus={autoFocus || undefined}
      data-testid="contact-thank-you"
      data-contact-thanks-panel=""
      className="flex flex-col items-center rounded-xl px-2 py-8 text-center outline-none focus-visible:ring-2 focus-visible:ring-primary-ink sm:py-12"
    >
      <CircleCheck aria-hidden="true" className="size-12 text-primary-ink" strokeWidth={1.75} />
      <Title className="mt-4 max-w-md text-2xl font-semibold text-fg">{brand.thankYouTitle}</Title>
      <p className="mt-3 max-w-md text-fg-muted">
        Your message has reached our office. We reply by email or phone, usually within one business day. If
        it can’t wait, call us at{" "}
        <a href={`tel:${phone.tel}`} className="font-semibold whitespace-nowrap text-primary-ink underline">
          {phone.display}
        </a>
        .
      </p>
      <form method="get" action={href(FORM_ACTION_PATH)} data-contact-again="" className="mt-6">
        {/* A GET form replaces the action's query, so the brand choice travels as a field. */}
        {brandFromQuery && <input type="hidden" name="domain" value={brand.id} />}
        <button type="submit" className="btn btn-outline">
          <RotateCcw aria-hidden="true" className="size-4" />
          {CONTACT_TEXT.sendAnother}
        </button>
      </form>
    </div>
  );
}
