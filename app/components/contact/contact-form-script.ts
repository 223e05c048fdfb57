import { CONTACT_API_PATH, HONEYPOT_FIELD } from "~/contact/fields";
import {
  buildContactRequestBody,
  checkContactFields,
  CONTACT_RULES,
  type ContactRequestBody,
  type ContactRules,
} from "~/contact/schema";
import { stripControlCharacters } from "~/contact/sanitize";
import { inlineCall } from "~/delivery/inline-call";
import { TOAST_EVENT } from "~/shell/ui/toasts";
import { CONTACT_TEXT, readContactResponse, type ContactSubmitOutcome } from "./submit";

/** Error toasts stay longer than the 4 s default: they carry text the visitor has to read and act on. */
export const ERROR_TOAST_MS = 8_000;

export interface ContactFormSettings {
  apiPath: string;
  honeypotField: string;
  rules: ContactRules;
  text: typeof CONTACT_TEXT;
  errorToastMs: number;
  toastEvent: string;
}

export interface ContactFormLogic {
  checkContactFields: typeof checkContactFields;
  stripControlCharacters: typeof stripControlCharacters;
  buildContactRequestBody: typeof buildContactRequestBody;
  readContactResponse: typeof readContactResponse;
}

const SETTINGS: ContactFormSettings = {
  apiPath: CONTACT_API_PATH,
  honeypotField: HONEYPOT_FIELD,
  rules: CONTACT_RULES,
  text: CONTACT_TEXT,
  errorToastMs: ERROR_TOAST_MS,
  toastEvent: TOAST_EVENT,
};
const LOGIC: ContactFormLogic = {
  checkContactFields,
  stripControlCharacters,
  buildContactRequestBody,
  readContactResponse,
};

/** For a form React drew in-app (ContactForm's effect): the same script, started once per document. */
export function startContactForms(): void {
  runContactForms(SETTINGS, LOGIC);
}

/**
 * Everything the contact form does in the browser (SPEC sections 5, 7 and 8); the server writes the
 * form (ContactForm.tsx), which without this is a plain form posted to /contact. Sending checks the
 * fields with the server's own rules (checkContactFields): each problem is shown under its field, which
 * it describes and marks invalid, and the first such field takes focus; after a first attempt a field
 * is checked again as the visitor leaves it, and its problem goes as soon as it is fixed. A valid form
 * is sent as JSON to /api/contact, its button disabled and saying "Sending...": the server's yes shows
 * the thank-you panel (taking focus) and the success toast, and "Send Another Message" brings the form
 * back empty; anything else shows the error toast, and the server's field problems under their fields,
 * and the form keeps its values.
 *
 * Listens on `document` for every `form[data-contact-form]` (on the home page, /contact and /schedule),
 * once per document. Its parts: the fields by name, `template[data-contact-error]` (a field's problem,
 * its words in `[data-error-text]`), `template[data-contact-thanks]` (the panel, with its
 * `form[data-contact-again]`), the button's `[data-send-label]` and its two icons (`[data-send-icon]`,
 * `[data-busy-icon]`), `[data-sending-status]` (what a screen reader hears) and `[data-contact-notice]`
 * (the server's problem after a post without JavaScript). The brand and the kind of message are the
 * form's `data-brand`, `data-recipient` and `data-form-type`; its services, the select's options.
 * Serialised into the page (app/delivery/inline-call.ts), so it stands alone.
 */
export function runContactForms(settings: ContactFormSettings, logic: ContactFormLogic): void {
  const root = document.documentElement;
  if (root.hasAttribute("data-contact-forms")) return;
  root.setAttribute("data-contact-forms", "");
  const { fieldNames } = settings.rules;
  const contactForm = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLFormElement>("form[data-contact-form]") : null;
  const control = (form: HTMLFormElement, name: string) =>
    form.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`);
  const copy = (form: HTMLFormElement | ParentNode, selector: string) => {
    const model = form.querySelector<HTMLTemplateElement>(selector);
    // A template React drew in the browser holds its children itself, not in `content`.
    return (model?.content.firstElementChild ?? model?.firstElementChild)?.cloneNode(true) as
      HTMLElement | undefined;
  };
  const check = (form: HTMLFormElement) => {
    const values: Record<string, string> = {};
    for (const name of fieldNames) {
      const value = control(form, name)?.value;
      if (typeof value === "string") values[name] = value;
    }
    const services = [...form.querySelectorAll<HTMLOptionElement>("select[name='service'] option")]
      .map((option) => option.value)
      .filter((value) => value !== "");
    return logic.checkContactFields(values, services, settings.rules, logic.stripControlCharacters);
  };
  const showProblem = (form: HTMLFormElement, name: string, message: string | undefined) => {
    const field = control(form, name);
    if (!field) return;
    const id = `${field.id}-error`;
    let problem = form.querySelector<HTMLElement>(`[id="${id}"]`);
    if (!message) {
      problem?.remove();
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
      return;
    }
    if (!problem) {
      problem = copy(form, "template[data-contact-error]") ?? null;
      if (!problem) return;
      problem.id = id;
      problem.setAttribute("data-field-error", name);
      field.after(problem);
    }
    const words = problem.querySelector("[data-error-text]");
    if (words) words.textContent = message;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", id);
  };
  const showProblems = (form: HTMLFormElement, problems: Partial<Record<string, string>>, focus: boolean) => {
    for (const name of fieldNames) showProblem(form, name, problems[name]);
    const first = fieldNames.find((name) => problems[name]);
    if (focus && first) control(form, first)?.focus();
  };
  const toast = (detail: { title: string; description: string; variant: string; durationMs?: number }) =>
    document.dispatchEvent(new CustomEvent(settings.toastEvent, { detail }));
  const busy = (form: HTMLFormElement, on: boolean) => {
    form.setAttribute("aria-busy", String(on));
    const button = form.querySelector<HTMLButtonElement>("button[type='submit']");
    if (button) button.disabled = on;
    const label = form.querySelector("[data-send-label]");
    if (label) {
      label.setAttribute("data-idle-text", label.getAttribute("data-idle-text") ?? label.textContent ?? "");
      label.textContent = on ? settings.text.sending : label.getAttribute("data-idle-text");
    }
    form.querySelector<HTMLElement>("[data-send-icon]")?.toggleAttribute("hidden", on);
    form.querySelector<HTMLElement>("[data-busy-icon]")?.toggleAttribute("hidden", !on);
    const status = form.querySelector("[data-sending-status]");
    if (status) status.textContent = on ? "Sending your message." : "";
  };

  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    // "Send Another Message": the form again, empty, where the panel was.
    if (form.matches("form[data-contact-again]")) {
      const panel = form.closest<HTMLElement>("[data-contact-thanks-panel]");
      const sent = panel?.previousElementSibling;
      if (!panel || !(sent instanceof HTMLFormElement) || !sent.matches("form[data-contact-form]")) return;
      event.preventDefault();
      panel.remove();
      for (const name of fieldNames) {
        const field = control(sent, name);
        if (field) field.value = "";
      }
      showProblems(sent, {}, false);
      sent.removeAttribute("data-attempted");
      sent.hidden = false;
      control(sent, "name")?.focus();
      return;
    }
    if (!form.matches("form[data-contact-form]")) return;
    event.preventDefault();
    if (form.getAttribute("aria-busy") === "true") return;
    form.setAttribute("data-attempted", "");
    form.querySelector("[data-contact-notice]")?.remove();
    const checked = check(form);
    if (!checked.success) return showProblems(form, checked.fieldErrors, true);
    showProblems(form, {}, false);
    const body: ContactRequestBody & { company_website?: string } = logic.buildContactRequestBody(
      checked.data,
      { id: form.dataset.brand as never, contact: { email: form.dataset.recipient ?? "" } as never },
      { formType: form.dataset.formType },
    );
    // Bots that run scripts fill the hidden field too; the server holds what they send for review.
    const honeypot = control(form, settings.honeypotField)?.value ?? "";
    if (honeypot) Object.assign(body, { [settings.honeypotField]: honeypot });
    busy(form, true);
    void fetch(settings.apiPath, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    })
      .then(
        (response) => logic.readContactResponse(response, settings.text, fieldNames),
        (): ContactSubmitOutcome => ({ ok: false, error: settings.text.submitFailure }),
      )
      .then((outcome) => {
        busy(form, false);
        if (outcome.ok) {
          const panel = copy(form.parentElement ?? form, "template[data-contact-thanks]");
          if (panel) {
            form.hidden = true;
            form.after(panel);
            panel.focus();
          }
          toast({
            title: settings.text.successTitle,
            description: settings.text.successDescription,
            variant: "success",
          });
          return;
        }
        if (outcome.fieldErrors) showProblems(form, outcome.fieldErrors, true);
        // The disabled button lost focus while sending; put it back so keyboard users keep their place.
        else form.querySelector<HTMLButtonElement>("button[type='submit']")?.focus();
        toast({
          title: settings.text.errorTitle,
          description: outcome.error || settings.text.errorFallbackDescription,
          variant: "destructive",
          durationMs: settings.errorToastMs,
        });
      });
  });

  // A field's problem goes as soon as it is fixed, and changes with what is typed.
  const recheck = (target: EventTarget | null, mayAdd: boolean) => {
    const form = contactForm(target);
    const name = target instanceof Element ? target.getAttribute("name") : null;
    if (!form || !name || !fieldNames.includes(name)) return;
    const shown = form.querySelector(`[data-field-error="${name}"]`);
    if (!shown && !mayAdd) return;
    const result = check(form);
    showProblem(form, name, result.success ? undefined : result.fieldErrors[name as never]);
  };
  document.addEventListener("input", (event) => recheck(event.target, false));
  document.addEventListener("change", (event) => recheck(event.target, false));
  // After a first attempt, leaving a field checks it again.
  document.addEventListener("focusout", (event) => {
    if (contactForm(event.target)?.hasAttribute("data-attempted")) recheck(event.target, true);
  });
}

let script: string | undefined;
/** The contact form's script as the server's HTML runs it, right after the form; allowed by its hash. */
export function contactFormScript(): string {
  script ??= inlineCall(runContactForms, SETTINGS, LOGIC);
  return script;
}
