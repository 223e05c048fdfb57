import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDS } from "../brands/index";
import { acceptContactMessage, type AcceptContactDeps } from "./accept.server";
import { INVALID_FIELDS_ERROR, STORAGE_UNAVAILABLE_ERROR, UNREADABLE_SUBMISSION_ERROR } from "./errors";
import { openOutbox, type Outbox, type StoredContactMessage } from "./outbox.server";
import { envelope, recordingLogger, silent } from "./test-support";

const brand = BRANDS.dresdentax;
const NOW = Date.parse("2026-03-02T15:04:05.000Z");

let dataDir: string;
let outbox: Outbox;
let storedCallbacks: StoredContactMessage[];
let deps: AcceptContactDeps;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "accept-test-"));
  outbox = openOutbox({ dataDir });
  storedCallbacks = [];
  deps = {
    getOutbox: () => outbox,
    onStored: (message) => storedCallbacks.push(message),
    logger: silent,
    now: () => NOW,
  };
});

afterEach(() => {
  outbox.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("acceptContactMessage", () => {
  it("stores a valid SPEC section 7 submission, to the configured address, and answers success", () => {
    const result = acceptContactMessage(envelope(), deps);
    expect(result).toMatchObject({ status: 200, body: { success: true }, outcome: "stored" });
    const stored = outbox.list()[0];
    expect(stored).toMatchObject({
      brandId: "dresdentax",
      brandName: brand.name,
      recipient: brand.contact.email,
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "(740) 555-0101",
      service: "Bookkeeping",
      formType: "contact",
      pageTimestamp: "2026-03-02T15:04:01.000Z",
      receivedAt: NOW,
      status: "pending",
    });
    expect(stored?.messageId).toMatch(/^<contact-[0-9a-f-]{36}@dresdentax\.com>$/);
    expect(storedCallbacks.map((message) => message.id)).toEqual([stored?.id]);
  });

  it("accepts the no-JavaScript form's flat fields", () => {
    const flat = {
      name: "Jane Doe",
      email: "jane@example.com",
      message: "Flat form message here.",
      domain: brand.id,
      recipientEmail: brand.contact.email,
      startedAt: String(NOW - 60_000),
      company_website: "",
    };
    expect(acceptContactMessage(flat, deps).outcome).toBe("stored");
    expect(outbox.list()[0]).toMatchObject({
      phone: null,
      service: null,
      formType: "contact",
      pageTimestamp: null,
    });
  });

  it("holds a submission that fills the honeypot, with the reason, and answers the same success", () => {
    for (const input of [
      envelope({ company_website: "http://spam.example" }),
      { ...envelope(), company_website: "spam" },
      envelope({ company_website: { nested: true } }),
    ]) {
      const result = acceptContactMessage(input, deps);
      expect(result).toMatchObject({ status: 200, body: { success: true }, outcome: "held" });
      expect(result.stored).toMatchObject({
        status: "held",
        name: "Jane Doe",
        recipient: brand.contact.email,
      });
    }
    expect(outbox.list({ status: "held" }).map((message) => message.heldReason)).toEqual([
      'the hidden "company_website" field was filled in: "{\\"nested\\":true}"',
      'the hidden "company_website" field was filled in: "spam"',
      'the hidden "company_website" field was filled in: "http://spam.example"',
    ]);
    // Held, not undelivered: nothing is waiting to be mailed.
    expect(outbox.countUndelivered()).toBe(0);
    expect(outbox.countHeld()).toBe(3);
    expect(storedCallbacks.map((message) => message.status)).toEqual(["held", "held", "held"]);
  });

  it("answers an invalid submission that fills the honeypot like any other invalid one, storing nothing", () => {
    const result = acceptContactMessage(envelope({ company_website: "spam", name: "", email: "x" }), deps);
    expect(result).toMatchObject({
      status: 400,
      outcome: "invalid",
      body: { fieldErrors: { name: "Name is required", email: "Please enter a valid email address" } },
    });
    expect(outbox.list()).toHaveLength(0);
  });

  it("holds a form sent under 3 s after rendering, or with a render time in the future or unreadable", () => {
    const cases: Array<[unknown, string]> = [
      [String(NOW - 2_999), "sent 2.9 s after the page was rendered (a person takes at least 3.0 s)"],
      [String(NOW - 500), "sent 0.5 s after the page was rendered (a person takes at least 3.0 s)"],
      [NOW - 1_000, "sent 1.0 s after the page was rendered (a person takes at least 3.0 s)"],
      [String(NOW + 60_000), "the page's render time was 60.0 s in the future"],
      ["yesterday", `the page's render time was unreadable: "yesterday"`],
    ];
    for (const [startedAt, reason] of cases) {
      const result = acceptContactMessage(envelope({ startedAt }), deps);
      expect(result.outcome, String(startedAt)).toBe("held");
      expect(result.stored?.heldReason).toBe(reason);
    }
    expect(acceptContactMessage(envelope({ startedAt: String(NOW - 3_000) }), deps).outcome).toBe("stored");
    expect(acceptContactMessage(envelope({ startedAt: "" }), deps).outcome).toBe("stored");
    expect(outbox.countUndelivered()).toBe(2);
    expect(outbox.countHeld()).toBe(cases.length);
  });

  it("gives every reason when a submission trips more than one check", () => {
    const result = acceptContactMessage(
      { ...envelope({ startedAt: String(NOW - 100) }), company_website: "x" },
      deps,
    );
    expect(result.stored?.heldReason).toBe(
      'the hidden "company_website" field was filled in: "x"; sent 0.1 s after the page was rendered (a person takes at least 3.0 s)',
    );
  });

  it("keeps at most heldLimit held messages, removing the oldest, and never touches other messages", () => {
    const kept = acceptContactMessage(envelope(), deps).stored;
    const held = [1, 2, 3, 4].map(
      (index) =>
        acceptContactMessage(envelope({ company_website: `spam ${index}` }), { ...deps, heldLimit: 2 })
          .stored,
    );
    expect(outbox.list({ status: "held" }).map((message) => message.id)).toEqual([held[3]?.id, held[2]?.id]);
    expect(outbox.get(kept?.id ?? 0)?.status).toBe("pending");
  });

  it("delivers to the configured address of the brand the submission names, whatever recipient it names", () => {
    const logger = recordingLogger();
    const payroll = BRANDS.payroll;
    const submissions = [
      envelope({ recipientEmail: undefined }, { recipientEmail: undefined }),
      envelope({ recipientEmail: "" }, { recipientEmail: "" }),
      envelope({}, { recipientEmail: payroll.contact.email }),
      envelope({ recipientEmail: "attacker@example.com" }, { recipientEmail: "attacker@example.com" }),
      envelope({}, { recipientEmail: `${brand.contact.email}\r\nBcc: victim@example.com` }),
    ];
    for (const input of submissions) {
      expect(acceptContactMessage(input, { ...deps, logger }).outcome).toBe("stored");
    }
    const stored = outbox.list().reverse();
    expect(stored.map((message) => [message.brandId, message.recipient])).toEqual(
      submissions.map(() => ["dresdentax", brand.contact.email]),
    );
    // Missing and empty claims are silent; each differing one is logged once, without what the browser sent.
    expect(logger.lines).toEqual(
      [2, 3, 4].map(
        (index) =>
          `warn contact: message #${stored[index]?.id} (dresdentax) named another recipient than the brand's configured address; it goes to the configured address`,
      ),
    );
    expect(logger.lines.join("\n")).not.toContain("@");
  });

  it("takes the brand from domain, then from the request's host, never from the recipient address", () => {
    const payroll = BRANDS.payroll;
    const brownco = BRANDS.brownco;
    const fields = { name: "Jane Doe", email: "jane@example.com", message: "Please call me back." };
    const cases: Array<[unknown, { brandId?: "brownco" | "payroll" }, string]> = [
      [{ formData: { ...fields, domain: "payroll" }, domain: "payroll" }, {}, "payroll"],
      [{ formData: fields, domain: "brownco" }, { brandId: "payroll" }, "brownco"],
      [{ formData: { ...fields, domain: "brownco" } }, { brandId: "payroll" }, "brownco"],
      [{ formData: fields }, { brandId: "payroll" }, "payroll"],
      [{ formData: fields, domain: "browncoconsulting.com" }, { brandId: "brownco" }, "brownco"],
      [{ formData: fields, recipientEmail: payroll.contact.email }, {}, "dresdentax"],
      [{ ...fields, recipientEmail: brownco.contact.email }, { brandId: "payroll" }, "payroll"],
    ];
    for (const [input, request, brandId] of cases) {
      const result = acceptContactMessage(input, deps, request);
      expect(result.stored, JSON.stringify([input, request])).toMatchObject({
        brandId,
        recipient: BRANDS[brandId as "payroll"].contact.email,
      });
    }
  });

  it("answers 400 with field errors and the cleaned values for invalid fields", () => {
    const result = acceptContactMessage(
      envelope({ name: " J ", email: "nope", service: "Payroll Services", message: "Hi" }),
      deps,
    );
    expect(result).toEqual({
      status: 400,
      body: {
        success: false,
        error: INVALID_FIELDS_ERROR,
        fieldErrors: {
          name: "Name must be at least 2 characters",
          email: "Please enter a valid email address",
          service: "Please choose one of the listed services",
          message: "Message must be at least 5 characters",
        },
      },
      outcome: "invalid",
      values: {
        name: "J",
        email: "nope",
        phone: "(740) 555-0101",
        service: "Payroll Services",
        message: "Hi",
      },
    });
    expect(outbox.countUndelivered()).toBe(0);
  });

  it("answers 400 for bodies that are not objects", () => {
    for (const input of [null, "text", 42, [envelope()], undefined]) {
      expect(acceptContactMessage(input, deps)).toMatchObject({
        status: 400,
        body: { success: false, error: UNREADABLE_SUBMISSION_ERROR },
      });
    }
  });

  it("keeps formType only when it is a short identifier and the page timestamp only when it parses", () => {
    acceptContactMessage(envelope({ formType: "home-contact", timestamp: "not a date" }), deps);
    acceptContactMessage(envelope({ formType: "<script>", timestamp: 12 }), deps);
    const [second, first] = outbox.list();
    expect(first).toMatchObject({ formType: "home-contact", pageTimestamp: null });
    expect(second).toMatchObject({ formType: "contact", pageTimestamp: null });
  });

  it("answers 503 with the SPEC text when the outbox is unavailable or the write fails", () => {
    expect(acceptContactMessage(envelope(), { ...deps, getOutbox: () => null })).toEqual({
      status: 503,
      body: { success: false, error: STORAGE_UNAVAILABLE_ERROR },
      outcome: "unavailable",
      values: expect.any(Object),
    });
    outbox.close();
    expect(acceptContactMessage(envelope(), deps).status).toBe(503);
    expect(
      acceptContactMessage(envelope(), {
        ...deps,
        getOutbox: () => {
          throw new Error("disk gone");
        },
      }).status,
    ).toBe(503);
    expect(storedCallbacks).toHaveLength(0);
  });

  it("still answers success when waking the worker fails, because the message is committed", () => {
    const result = acceptContactMessage(envelope(), {
      ...deps,
      onStored: () => {
        throw new Error("worker gone");
      },
    });
    expect(result.status).toBe(200);
    expect(outbox.countUndelivered()).toBe(1);
  });
});
