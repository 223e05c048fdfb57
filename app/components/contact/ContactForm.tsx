import { CircleAlert, LoaderCircle, Send } from "~/shell/ui/icons";
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { ContactActionData } from "~/contact/action.server";
import {
  CONTACT_FORM_TYPE,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  isContactFieldName,
  STARTED_AT_FIELD,
  type ContactFieldErrors,
  type ContactFieldName,
  type ContactFormValues,
} from "~/contact/fields";
import { useSite, useSiteHref } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";
import { toast } from "~/shell/ui/toasts";
import { FormField } from "./FormField";
import { fieldId, firstInvalidField, FORM_ACTION_PATH, readFormValues } from "./form-fields";
import { CONTACT_TEXT, postContactMessage } from "./submit";
import { ThankYouPanel } from "./ThankYouPanel";

type ValidationModule = typeof import("~/contact/schema");
let validationModule: Promise<ValidationModule> | undefined;

/**
 * The shared zod schema is about 7 kB compressed, more than the rest of the form. It is fetched
 * when a visitor first focuses or touches the form, not with the page; without JavaScript the
 * server runs the same schema.
 */
function loadValidation(): Promise<ValidationModule> {
  validationModule ??= import("~/contact/schema").catch((error: unknown) => {
    validationModule = undefined; // let the next attempt try again (e.g. after a network blip)
    throw error;
  });
  return validationModule;
}

/** Error toasts stay longer than the 4 s default: they carry text the visitor has to read and act on. */
const ERROR_TOAST_MS = 8_000;

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
 * The contact form (SPEC sections 3, 4, 5, 8). With JavaScript it checks the fields in the browser
 * and posts JSON to /api/contact; without, it is a plain form posted to the /contact action, which
 * answers with the same errors or thank-you panel.
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
  const failedResult = serverResult?.status === "failed" ? serverResult : undefined;

  const [sent, setSent] = useState(serverResult?.status === "sent");
  const [sentByScript, setSentByScript] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<ContactFieldErrors>(failedResult?.fieldErrors ?? {});
  /** A form-level problem the server reported to a post without JavaScript (shown above the fields). */
  const [notice, setNotice] = useState(failedResult?.error);
  const [initialValues, setInitialValues] = useState<ContactFormValues>(
    failedResult?.values ?? (defaultService ? { service: defaultService } : {}),
  );
  /** Changing the key remounts the fields empty (after a message is sent). */
  const [formKey, setFormKey] = useState(0);
  /** On a page the server rendered with errors, focus starts on the first invalid field (autofocus works without JavaScript). */
  const [serverFocus, setServerFocus] = useState(() =>
    failedResult ? (firstInvalidField(failedResult.fieldErrors) ?? "notice") : undefined,
  );
  const [focusRequest, setFocusRequest] = useState<{ field: ContactFieldName } | null>(null);
  const [startedAt] = useState(() => failedResult?.startedAt ?? String(Date.now()));
  const busy = useRef(false);
  /** After the first attempt to send, fields are checked again as the visitor leaves them. */
  const attempted = useRef(Boolean(failedResult));
  const submitButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(fieldId(formId, focusRequest.field))?.focus();
  }, [focusRequest, formId]);

  function showFieldErrors(fieldErrors: ContactFieldErrors) {
    setErrors(fieldErrors);
    const first = firstInvalidField(fieldErrors);
    if (first) setFocusRequest({ field: first });
  }

  /** Re-checks one field: clears its error as soon as it is fixed, and shows a new one when the visitor leaves it. */
  function recheckField(form: HTMLFormElement, name: ContactFieldName, mayAddError: boolean) {
    loadValidation()
      .then(({ validateContactFields }) => {
        const result = validateContactFields(readFormValues(form), brand.contactServiceOptions);
        const message = result.success ? undefined : result.fieldErrors[name];
        setErrors((current) => {
          if (current[name] === message || (message && !mayAddError && !current[name])) return current;
          const next = { ...current };
          if (message) next[name] = message;
          else delete next[name];
          return next;
        });
      })
      .catch(() => {
        // The check runs again on submit, which reports a failure to load it.
      });
  }

  function handleChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as Element).getAttribute("name") ?? "";
    if (isContactFieldName(name) && errors[name]) recheckField(event.currentTarget, name, false);
  }

  function handleBlur(event: FocusEvent<HTMLFormElement>) {
    const name = (event.target as Element).getAttribute("name") ?? "";
    if (attempted.current && isContactFieldName(name)) recheckField(event.currentTarget, name, true);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    attempted.current = true;
    setNotice(undefined);
    setServerFocus(undefined);
    const form = event.currentTarget;
    const values = readFormValues(form);
    const honeypot = (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    let refocusButton = false;
    try {
      const schema = await loadValidation();
      const checked = schema.validateContactFields(values, brand.contactServiceOptions);
      if (!checked.success) {
        showFieldErrors(checked.fieldErrors);
        return;
      }
      setErrors({});
      setSubmitting(true);
      const body = schema.buildContactRequestBody(checked.data, brand, { formType });
      // Bots that run scripts fill the hidden field too; the server holds what they send for review.
      const outcome = await postContactMessage(honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body);
      if (outcome.ok) {
        attempted.current = false;
        setInitialValues({});
        setFormKey((key) => key + 1);
        setSentByScript(true);
        setSent(true);
        toast({
          title: CONTACT_TEXT.successTitle,
          description: CONTACT_TEXT.successDescription,
          variant: "success",
        });
        return;
      }
      if (outcome.fieldErrors) showFieldErrors(outcome.fieldErrors);
      else refocusButton = true;
      toast({
        title: CONTACT_TEXT.errorTitle,
        description: outcome.error || CONTACT_TEXT.errorFallbackDescription,
        variant: "destructive",
        durationMs: ERROR_TOAST_MS,
      });
    } catch {
      // The validation code could not be loaded, or something unexpected went wrong in the browser.
      refocusButton = true;
      toast({
        title: CONTACT_TEXT.errorTitle,
        description: CONTACT_TEXT.submitFailure,
        variant: "destructive",
        durationMs: ERROR_TOAST_MS,
      });
    } finally {
      busy.current = false;
      setSubmitting(false);
      // The disabled button lost focus while sending; put it back so keyboard users keep their place.
      if (refocusButton) requestAnimationFrame(() => submitButton.current?.focus());
    }
  }

  function sendAnother() {
    setSent(false);
    setSentByScript(false);
    setErrors({});
    setNotice(undefined);
    setFocusRequest({ field: "name" });
  }

  if (sent) {
    return <ThankYouPanel titleLevel={titleLevel} onSendAnother={sendAnother} focusOnMount={sentByScript} />;
  }

  const errorFor = (name: ContactFieldName) => errors[name];
  const common = (name: ContactFieldName) => ({
    id: fieldId(formId, name),
    name,
    error: errorFor(name),
    autoFocus: serverFocus === name,
  });

  return (
    <form
      key={formKey}
      id={formId}
      method="post"
      action={href(FORM_ACTION_PATH)}
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={() => void loadValidation().catch(() => {})}
      onPointerDown={() => void loadValidation().catch(() => {})}
      className="grid gap-5 sm:grid-cols-2"
    >
      {notice && (
        <div
          role="alert"
          tabIndex={-1}
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

      <p className="text-sm text-fg-muted sm:col-span-2">Fields marked with an asterisk (*) are required.</p>

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
      <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} suppressHydrationWarning />

      {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order. People leave it empty. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
      >
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Company website (leave this empty)</label>
        <input
          id={`${formId}-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <div className="flex flex-col-reverse gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-fg-muted">
          {"We use your details only to answer you. See our "}
          <SiteLink to="/privacy-policy" className="font-medium text-primary-ink underline">
            privacy policy
          </SiteLink>
          .
        </p>
        <button
          ref={submitButton}
          type="submit"
          disabled={submitting}
          className="btn btn-primary min-w-40 shrink-0 disabled:cursor-wait disabled:opacity-80"
        >
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {submitting ? CONTACT_TEXT.sending : "Send Message"}
        </button>
      </div>
      <p role="status" className="sr-only">
        {submitting ? "Sending your message." : ""}
      </p>
    </form>
  );
}
