/**
 * Nothing a person sends is thrown away, and the brand (never the browser) decides where it goes:
 * through the real site (the production build's server with its SQLite outbox and delivery worker,
 * see contact-site.ts), a real SMTP server on loopback and the operator's `npm run outbox`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BRANDS, type Brand, type BrandId } from "../../app/brands/index";
import { openOutbox } from "../../app/contact/outbox.server";
import { seedMessage } from "../support/outbox";
import { MINIMUM_FILL_MS } from "../../app/contact/fields";
import { buildContactRequestBody } from "../../app/contact/schema";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import {
  contactFormFields,
  readOutboxRows,
  runOutboxCommand,
  startContactSite,
  waitFor,
  type ContactSite,
} from "./contact-site";
import { importBuiltServer, rawRequest, skipWithoutBuild, tempDir, type BuiltServer } from "./server-harness";
import { outsideTemplates } from "../support/html.ts";

const skip = skipWithoutBuild("contact-held");

// React and React Router load their production builds, as the real server does.
process.env.NODE_ENV = "production";

const CONTACT_FROM = "Website contact form <website@dresdentax.com>";
const DAY_MS = 24 * 60 * 60_000;

let built: BuiltServer;
let sink: SmtpSink;
const sites = new Set<ContactSite>();

beforeAll(async () => {
  if (skip) return;
  built = await importBuiltServer();
  sink = await startSmtpSink();
});

afterAll(async () => {
  for (const site of sites) await site.close();
  await sink?.stop();
});

beforeEach(() => {
  sink?.clear();
});

async function start(options: Parameters<typeof startContactSite>[1] = {}): Promise<ContactSite> {
  const site = await startContactSite(built, {
    ...options,
    env: { SMTP_URL: sink.url, CONTACT_FROM, ...options.env },
  });
  sites.add(site);
  return site;
}

async function stop(site: ContactSite): Promise<void> {
  sites.delete(site);
  await site.close();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The HTML React writes for a text: what a page shows, as it appears in the markup. */
function inHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");
}

/** GETs a page with the contact form and returns what the form would post, and when it was rendered. */
async function renderContactForm(site: ContactSite, target: string) {
  const page = await fetch(site.origin + target);
  expect(page.status).toBe(200);
  const fields = contactFormFields(await page.text());
  return { fields, renderedAt: Number(fields.startedAt) };
}

/** Posts a form as a browser without JavaScript does: urlencoded, with the site's own Origin. */
function postForm(site: ContactSite, target: string, fields: Record<string, string>) {
  return fetch(site.origin + target, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site.origin },
    body: new URLSearchParams(fields).toString(),
  });
}

function postJson(site: ContactSite, body: unknown) {
  return fetch(`${site.origin}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function health(site: ContactSite) {
  return (await (await fetch(`${site.origin}/healthz`)).json()) as Record<string, unknown>;
}

const person = {
  name: "Marisol Ortega",
  email: "marisol.ortega@example.com",
  phone: "(740) 555-0166",
  message: "We are opening a second bakery in Zanesville and need a monthly bookkeeping quote.",
};

describe.skipIf(skip)("a no-JavaScript form sent 0.5 s after its page was rendered", () => {
  it("gets the thank-you panel, is held (listed, counted, not mailed) and, once released, delivered", async () => {
    const site = await start();
    const brand = BRANDS.brownco;
    const { fields, renderedAt } = await renderContactForm(site, "/contact?domain=brownco");
    expect(fields).toMatchObject({ domain: "brownco", company_website: "", startedAt: String(renderedAt) });

    // Autofill, a pasted draft or an accessibility tool: the form goes 0.5 s after the page was rendered.
    await sleep(Math.max(0, renderedAt + 500 - Date.now()));
    const answer = await postForm(site, "/contact?domain=brownco", {
      ...fields,
      ...person,
      service: "Fractional CFO",
    });
    expect(answer.status).toBe(200);
    const html = outsideTemplates(await answer.text());
    expect(html).toContain('data-testid="contact-thank-you"');
    expect(html).toContain(inHtml(brand.thankYouTitle));

    const [row, ...others] = readOutboxRows(site.dataDir);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      status: "held",
      brand_id: "brownco",
      recipient: brand.contact.email,
      name: person.name,
      email: person.email,
      service: "Fractional CFO",
      message: person.message,
    });
    expect(String(row?.held_reason)).toMatch(
      /^sent [0-2]\.\d s after the page was rendered \(a person takes at least 3\.0 s\)$/,
    );
    const id = Number(row?.id);

    // The delivery worker looks every 100 ms here: a held message is never picked up.
    await sleep(600);
    expect(sink.messages).toHaveLength(0);
    expect(await health(site)).toMatchObject({ undeliveredMessages: 0, heldMessages: 1 });

    const list = await runOutboxCommand(site.dataDir, "list", "held");
    expect(list.code).toBe(0);
    const line = list.stdout.split("\n").find((text) => text.startsWith(`${id} `));
    expect(line).toMatch(/\bheld\b.*brownco.*Marisol Ortega <marisol\.ortega@example\.com>/);
    expect(line).toMatch(
      /We are opening a second bakery.*held: sent [0-2]\.\d s after the page was rendered/,
    );

    const release = await runOutboxCommand(site.dataDir, "release", String(id));
    expect(release).toMatchObject({ code: 0 });
    expect(release.stdout).toContain(`Message #${id} is released`);

    const [mail] = await sink.waitForMessages(1);
    expect(mail?.envelopeTo).toEqual([brand.contact.email]);
    expect(mail?.subject).toBe(`New website message from ${person.name} (${brand.name})`);
    expect(mail?.text).toContain(person.message);
    expect(mail?.text).toMatch(
      /Held for review: +sent [0-2]\.\d s after the page was rendered .*; released from the outbox by hand/,
    );
    await waitFor(
      () => readOutboxRows(site.dataDir)[0]?.status === "sent",
      "the released message to be sent",
    );
    expect(await health(site)).toMatchObject({ undeliveredMessages: 0, heldMessages: 0 });
    await sleep(300);
    expect(sink.messages).toHaveLength(1);
    await stop(site);
  });
});

describe.skipIf(skip)("the brand decides where a message goes", () => {
  /** SPEC section 7's JSON as a client that does not know the firm's address sends it. */
  function specJson(brandId: BrandId | undefined, recipientEmail?: string) {
    const formData = {
      ...person,
      formType: "contact",
      timestamp: new Date().toISOString(),
      ...(brandId ? { domain: brandId } : {}),
      ...(recipientEmail === undefined ? {} : { recipientEmail }),
    };
    return {
      formData,
      ...(brandId ? { domain: brandId } : {}),
      ...(recipientEmail === undefined ? {} : { recipientEmail }),
    };
  }

  it("SPEC JSON without recipientEmail, or with an empty one, is delivered to the brand's configured address", async () => {
    const site = await start();
    expect(await (await postJson(site, specJson("payroll"))).json()).toEqual({ success: true });
    expect(await (await postJson(site, specJson("brownco", ""))).json()).toEqual({ success: true });

    // Neither domain nor recipient: the brand of the host it was sent to.
    const byHost = await rawRequest(Number(new URL(site.origin).port), {
      method: "POST",
      target: "/api/contact",
      host: "www.dresdenpayroll.com",
      headers: [["Content-Type", "application/json"]],
      body: JSON.stringify(specJson(undefined)),
    });
    expect(byHost.status).toBe(200);
    expect(JSON.parse(byHost.text())).toEqual({ success: true });

    const mails = await sink.waitForMessages(3);
    expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual(
      [[BRANDS.payroll.contact.email], [BRANDS.brownco.contact.email], [BRANDS.payroll.contact.email]].sort(),
    );
    expect(readOutboxRows(site.dataDir).map((row) => [row.brand_id, row.recipient])).toEqual([
      ["payroll", BRANDS.payroll.contact.email],
      ["brownco", BRANDS.brownco.contact.email],
      ["payroll", BRANDS.payroll.contact.email],
    ]);
    // Not naming an address is not a mismatch.
    expect(site.logs.filter((line) => line.includes("named the recipient"))).toEqual([]);
    await stop(site);
  });

  it("a page rendered before the brand's address changed still delivers, to the new address, logging the difference once", async () => {
    const before = await start();
    const { fields, renderedAt } = await renderContactForm(before, "/contact");
    const oldAddress = BRANDS.dresdentax.contact.email;
    expect(fields.recipientEmail).toBe(oldAddress);
    // What the same page's script sends: built from the brand data in its (now old) bundle.
    const scriptBody = buildContactRequestBody(
      {
        name: "Owen Price",
        email: "owen.price@example.com",
        message: "Please call me about a CP2000 notice.",
      },
      BRANDS.dresdentax,
    );
    await stop(before);

    // The firm moves the brand's mail to a new address and deploys; the visitor's tab is still open.
    const newAddress = "office@dresdentax.com";
    const moved: Brand = {
      ...BRANDS.dresdentax,
      contact: { ...BRANDS.dresdentax.contact, email: newAddress },
    };
    const after = await start({ contact: { brands: { ...BRANDS, dresdentax: moved } } });
    // A person, not a bot: more than MINIMUM_FILL_MS after the page was rendered.
    await sleep(Math.max(0, renderedAt + MINIMUM_FILL_MS + 100 - Date.now()));

    const answer = await postForm(after, "/contact", { ...fields, ...person, service: "Bookkeeping" });
    expect(answer.status).toBe(200);
    expect(outsideTemplates(await answer.text())).toContain('data-testid="contact-thank-you"');
    expect(await (await postJson(after, scriptBody)).json()).toEqual({ success: true });

    const mails = await sink.waitForMessages(2);
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([[newAddress], [newAddress]]);
    const rows = readOutboxRows(after.dataDir);
    expect(rows.map((row) => [row.status === "held", row.recipient])).toEqual([
      [false, newAddress],
      [false, newAddress],
    ]);
    // Logged once each, without the old address (it came from the visitor's page).
    const mismatches = after.logs.filter((line) => line.includes("named another recipient"));
    expect(mismatches).toEqual(
      rows.map(
        (row) =>
          `warn contact: message #${row.id} (dresdentax) named another recipient than the brand's configured address; it goes to the configured address`,
      ),
    );
    await stop(after);
  });
});

describe.skipIf(skip)("held messages are bounded", () => {
  it("the server removes held messages older than CONTACT_HELD_RETENTION_DAYS when it starts; /healthz counts the rest", async () => {
    const dataDir = tempDir("contact-held-retention");
    const seeded = openOutbox({ dataDir });
    seeded.hold(seedMessage("ten days old"), "spam", Date.now() - 10 * DAY_MS);
    seeded.hold(seedMessage("six days old"), "spam", Date.now() - 6 * DAY_MS);
    seeded.add(seedMessage("pending, ten days old"), Date.now() - 10 * DAY_MS);
    seeded.close();

    // Without SMTP, so the pending message stays undelivered and counted.
    const site = await startContactSite(built, {
      env: { DATA_DIR: dataDir, CONTACT_HELD_RETENTION_DAYS: "7" },
    });
    sites.add(site);
    expect(readOutboxRows(dataDir).map((row) => [row.name, row.status])).toEqual([
      ["six days old", "held"],
      ["pending, ten days old", "pending"],
    ]);
    expect(site.logs).toContain("info contact: removed 1 held message received more than 7 days ago");
    // Held messages never make the site unhealthy; the pending one, undelivered for ten days, does.
    expect(await health(site)).toMatchObject({
      status: "unhealthy",
      reasons: [expect.objectContaining({ code: "contact-overdue" })],
      undeliveredMessages: 1,
      heldMessages: 1,
    });
    await stop(site);
  });

  it("past the cap the oldest held messages go first, so a flood cannot fill the disk", async () => {
    const site = await start({ contact: { heldLimit: 5 } });
    const brand = BRANDS.dresdentax;
    const real = buildContactRequestBody(
      { name: "Real Person", email: "real@example.com", message: "A real question about estimated taxes." },
      brand,
    );
    expect((await postJson(site, real)).status).toBe(200);
    for (let index = 0; index < 12; index += 1) {
      const flood = buildContactRequestBody(
        { name: `Flood ${index}`, email: "bot@example.com", message: "Cheap SEO services for you." },
        brand,
      );
      const reply = await postJson(site, { ...flood, company_website: "https://cheap-seo.example" });
      expect(await reply.json()).toEqual({ success: true });
    }
    const rows = readOutboxRows(site.dataDir);
    expect(rows.filter((row) => row.status === "held").map((row) => row.name)).toEqual([
      "Flood 7",
      "Flood 8",
      "Flood 9",
      "Flood 10",
      "Flood 11",
    ]);
    expect(rows.filter((row) => row.status !== "held").map((row) => row.name)).toEqual(["Real Person"]);
    expect(await health(site)).toMatchObject({ heldMessages: 5 });
    await sink.waitForMessages(1);
    expect(sink.messages.map((mail) => mail.subject)).toEqual([
      `New website message from Real Person (${brand.name})`,
    ]);
    await stop(site);
  });
});
