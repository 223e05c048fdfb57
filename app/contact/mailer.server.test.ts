import { describe, expect, it } from "vitest";
import { composeContactMail, contactMailSubject, describeSendError, escapeHtml } from "./mailer.server";
import type { StoredContactMessage } from "./outbox.server";

const stored: StoredContactMessage = {
  id: 17,
  receivedAt: Date.parse("2026-03-02T15:04:05.000Z"),
  brandId: "brownco",
  brandName: "Brown & Co. Business Consulting",
  recipient: "hello@browncoconsulting.com",
  name: `Zoë "Z" O'Brien <script>`,
  email: "zoe@example.com",
  phone: null,
  service: "Fractional CFO",
  message: "Line one <b>bold</b>\nLine two & more",
  formType: "contact",
  pageTimestamp: "2026-03-02T15:04:01.000Z",
  messageId: "<contact-1@browncoconsulting.com>",
  status: "pending",
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
  updatedAt: 0,
  heldReason: null,
  queuedAt: 0,
};

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("composeContactMail", () => {
  const mail = composeContactMail(stored, "Website <website@dresdentax.com>");

  it("goes to the stored (configured) recipient from CONTACT_FROM, replying to the visitor", () => {
    expect(mail.to).toBe("hello@browncoconsulting.com");
    expect(mail.from).toBe("Website <website@dresdentax.com>");
    expect(mail.replyTo).toEqual({ name: stored.name, address: "zoe@example.com" });
    expect(mail.messageId).toBe(stored.messageId);
    expect(mail.date.toISOString()).toBe("2026-03-02T15:04:05.000Z");
  });

  it("has the subject 'New website message from <name> (<brand name>)'", () => {
    expect(mail.subject).toBe(
      `New website message from Zoë "Z" O'Brien <script> (Brown & Co. Business Consulting)`,
    );
    expect(contactMailSubject({ name: "Jane Doe", brandName: "Dresden Payroll Services" })).toBe(
      "New website message from Jane Doe (Dresden Payroll Services)",
    );
  });

  it("lists every field, the brand and both timestamps in the text body", () => {
    expect(mail.text).toContain(`Name:                    ${stored.name}`);
    expect(mail.text).toContain("Email:                   zoe@example.com");
    expect(mail.text).toContain("Phone:                   not given");
    expect(mail.text).toContain("Service:                 Fractional CFO");
    expect(mail.text).toContain("Brand:                   Brown & Co. Business Consulting (brownco)");
    expect(mail.text).toContain(
      "Sent from the page:      Monday, March 2, 2026 at 10:04:01 AM EST (2026-03-02T15:04:01.000Z, the visitor's clock)",
    );
    expect(mail.text).toContain("Received by the website: Monday, March 2, 2026 at 10:04:05 AM EST");
    expect(mail.text).toContain("Reference:               contact message #17");
    expect(mail.text).toContain("Message:\nLine one <b>bold</b>\nLine two & more\n");
  });

  it("escapes every visitor value in the HTML body", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>bold</b>");
    expect(mail.html).toContain("Zoë &quot;Z&quot; O&#39;Brien &lt;script&gt;");
    expect(mail.html).toContain("Line one &lt;b&gt;bold&lt;/b&gt;\nLine two &amp; more");
    expect(mail.html).toContain("Brown &amp; Co. Business Consulting");
  });

  it("says why a released held message arrives late, and says nothing of holding otherwise", () => {
    expect(mail.text).not.toContain("Held for review");
    const released = composeContactMail(
      { ...stored, heldReason: "sent 0.5 s after the page was rendered (a person takes at least 3.0 s)" },
      "x@example.com",
    );
    expect(released.text).toContain(
      "Held for review:         sent 0.5 s after the page was rendered (a person takes at least 3.0 s); released from the outbox by hand",
    );
    expect(released.html).toContain(
      '<th style="padding:4px 12px 4px 0;vertical-align:top;text-align:left;font-weight:600">Held for review</th>',
    );
  });

  it("says when the browser sent no readable page timestamp", () => {
    expect(composeContactMail({ ...stored, pageTimestamp: null }, "x@example.com").text).toContain(
      "Sent from the page:      not sent by the browser",
    );
  });
});

describe("describeSendError", () => {
  it("puts the error code and SMTP reply code in front of the message", () => {
    const error = Object.assign(new Error("Mailbox busy"), { code: "EMESSAGE", responseCode: 451 });
    expect(describeSendError(error)).toBe("EMESSAGE 451: Mailbox busy");
    expect(describeSendError(new Error("plain"))).toBe("plain");
    expect(describeSendError("text")).toBe("text");
  });
});
