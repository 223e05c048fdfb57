/**
 * The contact form's one promise, as a property: for any body and any timing, the site says
 * "success" (the JSON's `success: true`, or the thank-you panel of the no-JavaScript form) exactly
 * when the outbox holds that message, pending, delivered or held; when it says anything else,
 * nothing was stored. And whatever was stored goes to a brand's configured address, never one the
 * browser chose. Through the real site (contact-site.ts), its SQLite file and a real SMTP server.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRANDS, isBrandId, type BrandId } from "../../app/brands/index";
import { cleanString } from "../../app/contact/sanitize";
import { validateContactFields } from "../../app/contact/schema";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { readOutboxRows, startContactSite, type ContactSite } from "./contact-site";
import { importBuiltServer, skipWithoutBuild } from "./server-harness";
import { outsideTemplates } from "../support/html.ts";

const skip = skipWithoutBuild("contact-invariant");

// React and React Router load their production builds, as the real server does.
process.env.NODE_ENV = "production";

const brandIds = Object.keys(BRANDS) as BrandId[];

let sink: SmtpSink;
let site: ContactSite;

beforeAll(async () => {
  if (skip) return;
  sink = await startSmtpSink();
  site = await startContactSite(await importBuiltServer(), {
    env: { SMTP_URL: sink.url, CONTACT_FROM: "Website <website@dresdentax.com>" },
  });
});

afterAll(async () => {
  await site?.close();
  await sink?.stop();
});

// ---------------------------------------------------------------------------------------------
// What a submission may carry: mostly what a person types, sometimes anything at all.

const junk = fc.oneof(
  fc.constantFrom("", " ", "\r\n", "\u0000", "x", "<script>", "a@b", "x".repeat(6_000), "__proto__"),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
);
/**
 * A field's value: usually `good`, sometimes junk, sometimes absent (undefined). Weighted so that
 * about half the submissions are valid: each of the five fields can spoil one.
 */
const mostly = (good: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant<string | undefined>(good) },
    { weight: 1, arbitrary: junk },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
const anyService = fc.constantFrom(...brandIds.flatMap((id) => BRANDS[id].contactServiceOptions));

/**
 * How long before sending the form was rendered: anything from 20 s in the future to an hour ago
 * (the first few seconds most often, where the minimum time-to-submit lies), an unreadable time,
 * or none.
 */
type Timing = { offsetMs: number } | { text: string } | undefined;
const timing: fc.Arbitrary<Timing> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -20_000, max: 20_000 }).map((offsetMs) => ({ offsetMs })) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 3_600_000 }).map((offsetMs) => ({ offsetMs })) },
  { weight: 1, arbitrary: junk.map((text) => ({ text })) },
  { weight: 2, arbitrary: fc.constant(undefined) },
);

const submission = fc.record({
  name: mostly("Marisol Ortega"),
  email: mostly("marisol.ortega@example.com"),
  phone: mostly("(740) 555-0166"),
  // Any brand's options: only the chosen brand's own are valid.
  service: fc.oneof({ weight: 2, arbitrary: anyService }, { weight: 3, arbitrary: mostly("") }),
  message: mostly("Please call me about estimated payments for my farm."),
  domain: fc.oneof(fc.constantFrom<string | undefined>(...brandIds, undefined), junk),
  recipientEmail: fc.oneof(
    fc.constantFrom<string | undefined>(...brandIds.map((id) => BRANDS[id].contact.email), "", undefined),
    junk,
  ),
  honeypot: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom<string | undefined>("", undefined) },
    { weight: 1, arbitrary: junk },
  ),
  timing,
});
type Submission = typeof submission extends fc.Arbitrary<infer T> ? T : never;

/** The flat fields a form sends, with the render time made concrete at the moment of sending. */
function flatFields(value: Submission): Record<string, string> {
  const startedAt =
    value.timing === undefined
      ? undefined
      : "offsetMs" in value.timing
        ? String(Date.now() - value.timing.offsetMs)
        : value.timing.text;
  const fields: Record<string, string | undefined> = {
    name: value.name,
    email: value.email,
    phone: value.phone,
    service: value.service,
    message: value.message,
    formType: "contact",
    domain: value.domain,
    recipientEmail: value.recipientEmail,
    company_website: value.honeypot,
    startedAt,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

// ---------------------------------------------------------------------------------------------
// The invariant

const newestId = () => Number(readOutboxRows(site.dataDir).at(-1)?.id ?? 0);

/** How often each outcome came up: a property proves little unless its generator reaches every side. */
type Outcomes = Record<"stored" | "held" | "refused", number>;

/**
 * Checks one answer against the outbox and counts its outcome. `success` is what the site told the
 * visitor, `status` its HTTP status, `fields` what was sent, `before` the newest id before sending.
 */
function checkAgainstOutbox(
  answer: { success: boolean; status: number },
  before: number,
  fields: Record<string, string>,
  outcomes: Outcomes,
): void {
  const rows = readOutboxRows(site.dataDir);
  const added = rows.filter((row) => Number(row.id) > before);
  if (!answer.success) {
    // 400 for invalid fields, 413 when the junk is over the 16 KB limit.
    expect([400, 413]).toContain(answer.status);
    expect(added).toEqual([]);
    outcomes.refused += 1;
    return;
  }
  expect(answer.status).toBe(200);
  expect(added).toHaveLength(1);
  const [row] = added;
  if (!row) throw new Error("unreachable");
  expect(["pending", "sent", "held"]).toContain(row.status);

  // The brand is the one `domain` names, else the host's (127.0.0.1 is no brand's: the default).
  const domain = fields.domain === undefined ? undefined : cleanString(fields.domain).toLowerCase();
  const brandId: BrandId = isBrandId(domain) ? domain : "dresdentax";
  expect(row.brand_id).toBe(brandId);
  // Whatever recipient the browser named, the mail goes to the brand's configured address.
  expect(row.recipient).toBe(BRANDS[brandId].contact.email);

  // It is that message: the visitor's fields, cleaned exactly as the shared schema cleans them.
  const expected = validateContactFields(fields, BRANDS[brandId].contactServiceOptions);
  if (!expected.success) throw new Error(`stored an invalid submission: ${JSON.stringify(fields)}`);
  expect({
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
  }).toEqual({
    name: expected.data.name,
    email: expected.data.email,
    phone: expected.data.phone ?? null,
    service: expected.data.service ?? null,
    message: expected.data.message,
  });
  // A filled honeypot is held, never mailed; a form that sent no timing and no honeypot is not.
  const honeypotFilled = cleanString(fields.company_website ?? "") !== "";
  if (honeypotFilled) expect(row.status).toBe("held");
  if (!honeypotFilled && fields.startedAt === undefined) expect(row.status).not.toBe("held");
  outcomes[row.status === "held" ? "held" : "stored"] += 1;
}

function expectEveryOutcome(outcomes: Outcomes, atLeast: number): void {
  for (const [outcome, count] of Object.entries(outcomes)) {
    expect(count, outcome).toBeGreaterThanOrEqual(atLeast);
  }
}

describe.skipIf(skip)("success is said exactly when the message is in the outbox", () => {
  it("POST /api/contact (SPEC section 7 JSON), for any body and any timing", async () => {
    const outcomes: Outcomes = { stored: 0, held: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(submission, fc.boolean(), async (value, honeypotOutside) => {
        const fields = flatFields(value);
        const { domain, recipientEmail, company_website: honeypot, ...formData } = fields;
        const body = {
          formData: {
            ...formData,
            ...(domain === undefined ? {} : { domain }),
            ...(recipientEmail === undefined ? {} : { recipientEmail }),
            ...(honeypot === undefined || honeypotOutside ? {} : { company_website: honeypot }),
            timestamp: new Date().toISOString(),
          },
          ...(domain === undefined ? {} : { domain }),
          ...(recipientEmail === undefined ? {} : { recipientEmail }),
          ...(honeypot !== undefined && honeypotOutside ? { company_website: honeypot } : {}),
        };
        const before = newestId();
        const response = await fetch(`${site.origin}/api/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        const { success } = (await response.json()) as { success?: unknown };
        expect(typeof success).toBe("boolean");
        checkAgainstOutbox({ success: success === true, status: response.status }, before, fields, outcomes);
      }),
      { numRuns: 300 },
    );
    expectEveryOutcome(outcomes, 20);
  }, 180_000);

  it("the /contact action (the form without JavaScript), for any fields and any timing", async () => {
    const outcomes: Outcomes = { stored: 0, held: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(submission, async (value) => {
        const fields = flatFields(value);
        const before = newestId();
        const response = await fetch(`${site.origin}/contact`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
          body: new URLSearchParams(fields).toString(),
        });
        // The thank-you panel in the page is the form's "success" (not the model its script copies).
        const thanked = outsideTemplates(await response.text()).includes('data-testid="contact-thank-you"');
        checkAgainstOutbox({ success: thanked, status: response.status }, before, fields, outcomes);
      }),
      { numRuns: 150 },
    );
    expectEveryOutcome(outcomes, 10);
  }, 180_000);
});
