import { CircleAlert, LoaderCircle, Send } from "~/shell/ui/icons";
import { HoneypotField } from "./HoneypotField";
import { useId } from "react";
import { BlockScript } from "~/delivery/BlockScript";
import type { ContactActionData } from "~/contact/action.server";
import {
  CONTACT_FORM_TYPE,
  CONTACT_LIMITS,
  STARTED_AT_FIELD,
  type ContactFieldName,
} from "~/contact/fields";
import { useSite, useSiteHref } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";
import { contactFormScript, startContactForms } from "./contact-form-script";
import { FieldError, FormField } from "./FormField";
import { fieldId, firstInvalidField, FORM_ACTION_PATH } from "./form-fields";
import { CONTACT_TEXT } from "./submit";
import { ThankYouPanel } from "./ThankYouPanel";

export interface ContactFormProps {
  /** Sent as formType, so the office can tell a meeting request from a general question. */
  formType?: string;
  /** The /contact action's answer after a post without JavaScript: the thank-you panel, or errors and values. */
  serverResult?: ContactActionData;
  /** The service option chosen when the form first shows (the service page the visitor came from). */
  defaultService?: string;
  /** Heading level of the thank-you title: one below the heading of the section around the form. */
  titleLevel?: 2 | 3 | 4;
  messageLabel?: string;
  messagePlaceholder?: string;
}

/**
 * The contact form (SPEC sections 3, 4, 5, 8), as the server writes it: a plain form posted to the
 * /contact action, which answers with the same errors or thank-you panel. Its script
 * (contact-form-script.ts) checks the fields in the browser and posts JSON to /api/contact, from the
 * moment it has arrived; React draws it and leaves it alone, so its container is server-kept HTML
 * (ContactSection).
 */
export function ContactForm({
  formType = CONTACT_FORM_TYPE,
  serverResult,
  defaultService,
  titleLevel = 3,
  messageLabel = "How can we help?",
  messagePlaceholder = "A few lines about what you need, and any deadline we should know about.",
}: ContactFormProps) {
  const { brand } = useSite();
  const href = useSiteHref();
  const formId = `contact${useId().replace(/[^A-Za-z0-9_-]/g, "")}`;
  if (serverResult?.status === "sent") return <ThankYouPanel titleLevel={titleLevel} autoFocus />;
  const failedResult = serverResult?.status === "failed" ? serverResult : undefined;
  const errors = failedResult?.fieldErrors ?? {};
  const notice = failedResult?.error;
  const initialValues = failedResult?.values ?? (defaultService ? { service: defaultService } : {});
  /** On a page the server rendered with errors, focus starts on the first invalid field (autofocus works without JavaScript). */
  const serverFocus = failedResult ? (firstInvalidField(failedResult.fieldErrors) ?? "notice") : undefined;
  const startedAt = failedResult?.startedAt ?? String(Date.now());

  const common = (name: ContactFieldName) => ({
    id: fieldId(formId, name),
    name,
    error: errors[name],
    autoFocus: serverFocus === name,
  });

  return (
    <>
      <form
        id={formId}
        method="post"
        action={href(FORM_ACTION_PATH)}
        noValidate
        data-contact-form=""
        data-brand={brand.id}
        data-recipient={brand.contact.email}
        data-form-type={formType}
        data-attempted={failedResult ? "" : undefined}
        className="grid gap-5 sm:grid-cols-2"
      >
        {notice && (
          <div
            role="alert"
            tabIndex={-1}
            data-contact-notice=""
            autoFocus={serverFocus === "notice" || undefined}
            className="flex gap-3 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 outline-none sm:col-span-2 dark:border-red-400 dark:bg-red-950/50 dark:text-red-100"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{CONTACT_TEXT.errorTitle}</p>
              <p className="mt-1 text-sm">{notice}</p>
            </div>
          </div>
        )}

        <p className="text-sm text-fg-muted sm:col-span-2">
          Fields marked with an asterisk (*) are required.
        </p>

        <FormField {...common("name")} label="Name" required>
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              maxLength={CONTACT_LIMITS.nameMax}
              defaultValue={initialValues.name}
            />
          )}
        </FormField>

        <FormField {...common("email")} label="Email" required>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              maxLength={CONTACT_LIMITS.emailMax}
              defaultValue={initialValues.email}
            />
          )}
        </FormField>

        <FormField {...common("phone")} label="Phone">
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              maxLength={CONTACT_LIMITS.phoneMax}
              defaultValue={initialValues.phone}
            />
          )}
        </FormField>

        <FormField {...common("service")} label="Service">
          {(control) => (
            <select {...control} defaultValue={initialValues.service ?? ""}>
              <option value="">Choose a service</option>
              {brand.contactServiceOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <FormField {...common("message")} label={messageLabel} required className="sm:col-span-2">
          {(control) => (
            <textarea
              {...control}
              rows={6}
              maxLength={CONTACT_LIMITS.messageMax}
              placeholder={messagePlaceholder}
              defaultValue={initialValues.message}
              className={`${control.className} min-h-36 resize-y`}
            />
          )}
        </FormField>

        {/* Which brand the message is for and what kind it is; the server mails the brand's configured address whatever recipientEmail says. */}
        <input type="hidden" name="formType" value={formType} />
        <input type="hidden" name="domain" value={brand.id} />
        <input type="hidden" name="recipientEmail" value={brand.contact.email} />
        {/* Time the form was rendered, for the server's minimum time-to-submit check on posts without JavaScript. */}
        <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />

        <HoneypotField idPrefix={formId} />

        <div className="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">
            {"We use your details only to answer you. See our "}
            <SiteLink to="/privacy-policy" className="font-medium text-primary-ink underline">
              privacy policy
            </SiteLink>
            .
          </p>
          <button
            type="submit"
            className="btn btn-primary min-w-40 shrink-0 disabled:cursor-wait disabled:opacity-80"
          >
            <span data-send-icon="" className="inline-flex">
              <Send aria-hidden="true" className="size-4" />
            </span>
            <span data-busy-icon="" className="inline-flex" hidden>
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
            </span>
            <span data-send-label="">Send Message</span>
          </button>
        </div>
        <p role="status" className="sr-only" data-sending-status="" />
        <template data-contact-error="">
          <FieldError />
        </template>
      </form>
      <template data-contact-thanks="">
        <ThankYouPanel titleLevel={titleLevel} />
      </template>
      <BlockScript script={contactFormScript} start={startContactForms} />
    </>
  );
}
