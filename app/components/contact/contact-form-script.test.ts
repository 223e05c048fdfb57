// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { CONTACT_MESSAGES } from "~/contact/schema";
import { TOAST_EVENT } from "~/shell/ui/toasts";
import { contactFormScript, ERROR_TOAST_MS } from "./contact-form-script";
import { CONTACT_TEXT } from "./submit";

/** The parts of the form its script uses, as ContactForm.tsx writes them. */
const FORM_HTML = `<div>
<form id="f" method="post" action="/contact" data-contact-form="" data-brand="brownco" data-recipient="info@brownco.example" data-form-type="contact">
  <input id="f-name" name="name"><input id="f-email" name="email"><input id="f-phone" name="phone">
  <select id="f-service" name="service"><option value="">Choose a service</option><option value="Bookkeeping">Bookkeeping</option></select>
  <textarea id="f-message" name="message"></textarea>
  <input type="hidden" name="startedAt" value="1">
  <input id="f-company_website" name="company_website" value="">
  <button type="submit"><span data-send-icon=""></span><span data-busy-icon="" hidden></span><span data-send-label="">Send Message</span></button>
  <p role="status" data-sending-status=""></p>
  <template data-contact-error=""><p data-field-error=""><span data-error-text=""></span></p></template>
</form>
<template data-contact-thanks=""><div tabindex="-1" data-contact-thanks-panel=""><h3>Thank you</h3><form method="get" action="/contact" data-contact-again=""><button type="submit">Send Another Message</button></form></div></template>
</div>`;

const form = () => document.querySelector<HTMLFormElement>("form[data-contact-form]")!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const problem = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;
const send = () => form().querySelector<HTMLButtonElement>("button[type=submit]")!.click();

function fillValid() {
  field("name").value = "  Rosa\u0000 Martinez ";
  field("email").value = "rosa@example.com";
  field("service").value = "Bookkeeping";
  field("message").value = "Please call me about payroll.";
}

function toastsHeard(): unknown[] {
  const heard: unknown[] = [];
  document.addEventListener(TOAST_EVENT, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}

beforeAll(() => {
  // Once per document, as the page runs it (a second run does nothing).
  new Function(contactFormScript())();
  new Function(contactFormScript())();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("runContactForms (the contact form's script)", () => {
  it("shows each problem under its field, which it describes, and focuses the first; fixing one clears it", () => {
    document.body.innerHTML = FORM_HTML;
    field("email").value = "rosa@example";
    send();
    expect(problem("name")).toBe(CONTACT_MESSAGES.nameRequired);
    expect(problem("email")).toBe(CONTACT_MESSAGES.emailInvalid);
    expect(problem("message")).toBe(CONTACT_MESSAGES.messageRequired);
    expect(problem("phone")).toBeUndefined();
    expect(document.activeElement).toBe(field("name"));
    expect(field("name").getAttribute("aria-invalid")).toBe("true");
    expect(field("name").getAttribute("aria-describedby")).toBe("f-name-error");
    expect(document.getElementById("f-name-error")?.previousElementSibling).toBe(field("name"));

    field("name").value = "Jo";
    field("name").dispatchEvent(new Event("input", { bubbles: true }));
    expect(problem("name")).toBeUndefined();
    expect(field("name").hasAttribute("aria-invalid")).toBe(false);
    // After the first attempt, leaving a field checks it again.
    field("phone").value = "call me";
    field("phone").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    expect(problem("phone")).toBe(CONTACT_MESSAGES.phoneInvalid);
  });

  it("sends the cleaned fields as JSON; the server's yes shows the panel and the success toast; Send Another empties the form", async () => {
    document.body.innerHTML = FORM_HTML;
    const heard = toastsHeard();
    let answer!: (response: Response) => void;
    let sent: { url: string; body: Record<string, unknown> } | undefined;
    vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
      sent = { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    fillValid();
    send();
    const button = form().querySelector("button")!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe(CONTACT_TEXT.sending);
    expect(form().querySelector("[data-busy-icon]")!.hasAttribute("hidden")).toBe(false);
    expect(form().querySelector("[data-sending-status]")!.textContent).toBe("Sending your message.");
    expect(sent?.url).toBe("/api/contact");
    expect(sent?.body).toMatchObject({
      domain: "brownco",
      recipientEmail: "info@brownco.example",
      formData: {
        name: "Rosa Martinez",
        email: "rosa@example.com",
        service: "Bookkeeping",
        formType: "contact",
      },
    });
    expect(sent?.body).not.toHaveProperty("company_website");

    answer(new Response(JSON.stringify({ success: true }), { status: 200 }));
    await vi.waitFor(() => expect(document.querySelector("[data-contact-thanks-panel]")).not.toBeNull());
    const panel = document.querySelector<HTMLElement>("[data-contact-thanks-panel]")!;
    expect(document.activeElement).toBe(panel);
    expect(form().hidden).toBe(true);
    expect(heard).toEqual([
      { title: CONTACT_TEXT.successTitle, description: CONTACT_TEXT.successDescription, variant: "success" },
    ]);

    panel.querySelector<HTMLButtonElement>("button")!.click();
    expect(document.querySelector("[data-contact-thanks-panel]")).toBeNull();
    expect(form().hidden).toBe(false);
    expect(["name", "email", "service", "message"].map((name) => field(name).value)).toEqual([
      "",
      "",
      "",
      "",
    ]);
    expect(document.activeElement).toBe(field("name"));
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe("Send Message");
  });

  it("a refusal shows the error toast and the server's field problems, and keeps the values; no connection says so", async () => {
    document.body.innerHTML = FORM_HTML;
    const heard = toastsHeard();
    const answers = [
      () =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              success: false,
              error: "Check the fields",
              fieldErrors: { email: "Use another address" },
            }),
            { status: 400 },
          ),
        ),
      () => Promise.reject(new TypeError("Failed to fetch")),
    ];
    vi.stubGlobal("fetch", () => answers.shift()!());
    fillValid();
    send();
    await vi.waitFor(() => expect(problem("email")).toBe("Use another address"));
    expect(document.activeElement).toBe(field("email"));
    send();
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      {
        title: CONTACT_TEXT.errorTitle,
        description: "Check the fields",
        variant: "destructive",
        durationMs: ERROR_TOAST_MS,
      },
      {
        title: CONTACT_TEXT.errorTitle,
        description: CONTACT_TEXT.submitFailure,
        variant: "destructive",
        durationMs: ERROR_TOAST_MS,
      },
    ]);
    expect(field("message").value).toBe("Please call me about payroll.");
    expect(document.querySelector("[data-contact-thanks-panel]")).toBeNull();
    expect(document.activeElement).toBe(form().querySelector("button"));
  });
});
