import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BRANDS } from "../brands/index";
import { createContactService, type ContactService } from "./service.server";
import { CROSS_ORIGIN_ERROR, INVALID_FIELDS_ERROR, TOO_LARGE_ERROR, UNSUPPORTED_TYPE_ERROR } from "./errors";
import { handleContactAction, type ContactActionData } from "./action.server";
import { CONTACT_MESSAGES } from "./schema";

const brand = BRANDS.payroll;
const silent = { info() {}, warn() {}, error() {} };
let dataDir: string;
let service: ContactService;

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "contact-action-"));
  service = createContactService({
    dataDir,
    mailer: null,
    logger: silent,
    rateLimit: { perMinute: 3, perHour: 10 },
  });
});

afterEach(async () => {
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A form post as a browser without JavaScript sends it. */
function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://127.0.0.1:3000/contact?domain=payroll", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", host: "127.0.0.1:3000", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

function validFields(overrides: Record<string, string> = {}) {
  return {
    name: "Dale Hughes",
    email: "dale@hughesfarm.example",
    phone: "(740) 555-0188",
    service: "Payroll Services",
    message: "We have six seasonal workers starting in April and need weekly payroll.",
    formType: "contact",
    domain: brand.id,
    recipientEmail: brand.contact.email,
    startedAt: String(Date.now() - 60_000),
    company_website: "",
    ...overrides,
  };
}

async function run(request: Request, clientKey = "203.0.113.9") {
  const result = await handleContactAction(request, { contact: service, clientKey });
  return {
    body: result.data as ContactActionData,
    status: result.init?.status ?? 200,
    headers: new Headers(result.init?.headers),
  };
}

function storedMessages() {
  return service.getOutbox()?.list() ?? [];
}

describe("the /contact action", () => {
  it("stores a valid message and answers 'sent'", async () => {
    const { body, status, headers } = await run(formPost(validFields()));
    expect(status).toBe(200);
    expect(body).toEqual({ status: "sent" });
    expect(headers.get("cache-control")).toBe("no-store");
    const stored = storedMessages();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      brandId: "payroll",
      name: "Dale Hughes",
      service: "Payroll Services",
      recipient: brand.contact.email,
    });
  });

  it("answers field errors with the visitor's cleaned values and the first render time", async () => {
    const startedAt = String(Date.now() - 60_000);
    const { body, status } = await run(
      formPost(validFields({ name: " J\u0007 ", email: "not-an-address", message: "Hi", startedAt })),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      status: "failed",
      error: INVALID_FIELDS_ERROR,
      fieldErrors: {
        name: CONTACT_MESSAGES.nameTooShort,
        email: CONTACT_MESSAGES.emailInvalid,
        message: CONTACT_MESSAGES.messageTooShort,
      },
      values: {
        name: "J",
        email: "not-an-address",
        phone: "(740) 555-0188",
        service: "Payroll Services",
        message: "Hi",
      },
      startedAt,
    });
    expect(storedMessages()).toHaveLength(0);
  });

  it("holds a form filled in faster than a person could, or with the honeypot filled, and answers 'sent' all the same", async () => {
    expect((await run(formPost(validFields({ startedAt: String(Date.now() - 500) })))).body).toEqual({
      status: "sent",
    });
    expect((await run(formPost(validFields({ company_website: "https://spam.example" })))).body).toEqual({
      status: "sent",
    });
    expect(storedMessages().map((message) => [message.status, message.name, message.heldReason])).toEqual([
      ["held", "Dale Hughes", 'the hidden "company_website" field was filled in: "https://spam.example"'],
      ["held", "Dale Hughes", expect.stringMatching(/^sent 0\.\d s after the page was rendered/)],
    ]);
  });

  it("takes the brand from the page's host when the form names none, and mails its configured address", async () => {
    // The payroll form's service would not be one of Brown & Co.'s options, so it goes too.
    const fields = Object.fromEntries(
      Object.entries(validFields()).filter(([key]) => !["domain", "recipientEmail", "service"].includes(key)),
    );
    const result = await handleContactAction(formPost(fields), {
      contact: service,
      clientKey: "203.0.113.9",
      brandId: "brownco",
    });
    expect(result.data).toEqual({ status: "sent" });
    expect(storedMessages()[0]).toMatchObject({
      brandId: "brownco",
      recipient: BRANDS.brownco.contact.email,
    });
  });

  it("refuses a post from another site's page, without echoing what it sent", async () => {
    const { body, status } = await run(formPost(validFields(), { origin: "https://evil.example" }));
    expect(status).toBe(403);
    expect(body).toEqual({ status: "failed", error: CROSS_ORIGIN_ERROR, fieldErrors: {}, values: {} });
    expect(storedMessages()).toHaveLength(0);
  });

  it("does not count another site's posts against the visitor's allowance", async () => {
    // Three a minute: another site's page posting ten times must leave all three to the visitor.
    for (let i = 0; i < 10; i += 1) {
      expect((await run(formPost(validFields(), { origin: "https://evil.example" }))).status).toBe(403);
    }
    for (let i = 0; i < 3; i += 1) expect((await run(formPost(validFields()))).status).toBe(200);
    expect(storedMessages()).toHaveLength(3);
  });

  it("accepts a post from its own origin", async () => {
    const { status } = await run(formPost(validFields(), { origin: "http://127.0.0.1:3000" }));
    expect(status).toBe(200);
    expect(storedMessages()).toHaveLength(1);
  });

  it("limits the rate per client and gives the visitor's text back with the refusal", async () => {
    for (let i = 0; i < 3; i += 1) expect((await run(formPost(validFields()))).status).toBe(200);
    const startedAt = String(Date.now() - 90_000);
    const refused = await run(formPost(validFields({ message: "A fourth message in a minute.", startedAt })));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(refused.body).toMatchObject({
      status: "failed",
      values: { message: "A fourth message in a minute." },
      startedAt,
    });
    // Only a plain number is carried over into the page.
    const forged = await run(formPost(validFields({ startedAt: `${startedAt}"><script>` })));
    expect(forged.status).toBe(429);
    expect(forged.body).not.toHaveProperty("startedAt");
    expect(refused.body.status === "failed" && refused.body.error).toMatch(/try again in/);
    // Another client is not affected.
    expect((await run(formPost(validFields()), "198.51.100.4")).status).toBe(200);
    expect(storedMessages()).toHaveLength(4);
  });

  it("refuses bodies that are not form data, and oversized ones", async () => {
    const json = new Request("http://127.0.0.1:3000/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validFields()),
    });
    expect(await run(json)).toMatchObject({ status: 415, body: { error: UNSUPPORTED_TYPE_ERROR } });
    const huge = await run(formPost(validFields({ message: "x".repeat(20_000) })));
    expect(huge).toMatchObject({ status: 413, body: { error: TOO_LARGE_ERROR } });
    expect(storedMessages()).toHaveLength(0);
  });
});
