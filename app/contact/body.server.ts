/**
 * Reading a contact submission's body, for `POST /api/contact` and the /contact action alike: one
 * size limit, one way to parse each media type, one set of refusals. Each door names the media
 * types it takes.
 */
import { TOO_LARGE_ERROR, UNREADABLE_SUBMISSION_ERROR, UNSUPPORTED_TYPE_ERROR } from "./errors.ts";

/** Largest request body accepted, for the API and the /contact action alike. */
const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

export type ContactBodyType =
  "application/json" | "application/x-www-form-urlencoded" | "multipart/form-data";

/** A request's headers and its body, unread: an Express request and a Fetch one both give them. */
export interface ContactBody {
  /** A header's value (Express's `req.get`, a Fetch request's `headers.get`). */
  header(name: string): string | null | undefined;
  /** The body's bytes as they arrive; null for none. */
  chunks: AsyncIterable<Uint8Array> | null;
}

export type ContactBodyReading =
  { ok: true; input: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

const REFUSALS = {
  400: UNREADABLE_SUBMISSION_ERROR,
  413: TOO_LARGE_ERROR,
  415: UNSUPPORTED_TYPE_ERROR,
} as const;

function refused(status: keyof typeof REFUSALS): ContactBodyReading {
  return { ok: false, status, error: REFUSALS[status] };
}

/** Turns submitted form data into the flat record `accept` reads. */
export function contactInputFromFormData(formData: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of formData) {
    // Files are never part of the form; repeated keys keep their first value.
    if (typeof value === "string" && !(key in input)) input[key] = value;
  }
  return input;
}

/** The body's bytes, or null when it declares or turns out to have more than CONTACT_BODY_LIMIT_BYTES. */
async function readWithinLimit(body: ContactBody): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(body.header("content-length")) > CONTACT_BODY_LIMIT_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Read as it streams in, so an oversized body is refused without being held in memory.
  for await (const chunk of body.chunks ?? []) {
    total += chunk.byteLength;
    if (total > CONTACT_BODY_LIMIT_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/** The WHATWG Encoding standard's labels for UTF-8 (what a browser's TextDecoder accepts as UTF-8). */
const UTF8_LABELS = new Set(["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"]);

/**
 * Reads a submission's body: one of `types` (else 415), UTF-8 and uncompressed (else 415), at most
 * 16 KB (else 413), and well-formed (else 400). JSON may be any value, for the acceptance to
 * judge; an empty JSON body reads as no fields. Form data reads as flat text fields.
 */
export async function readContactBody(
  body: ContactBody,
  types: readonly ContactBodyType[],
): Promise<ContactBodyReading> {
  const contentType = body.header("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  const type = types.find((accepted) => accepted === mediaType);
  if (!type) return refused(415);
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1]?.toLowerCase();
  if (charset !== undefined && !UTF8_LABELS.has(charset)) return refused(415);
  // Browsers never compress what they post; a compressed body is not inflated to find out what it holds.
  const encoding = body.header("content-encoding")?.trim().toLowerCase();
  if (encoding && encoding !== "identity") return refused(415);
  try {
    const bytes = await readWithinLimit(body);
    if (!bytes) return refused(413);
    if (type === "application/json") {
      const text = new TextDecoder().decode(bytes);
      return { ok: true, input: text === "" ? {} : JSON.parse(text) };
    }
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    return { ok: true, input: contactInputFromFormData(form) };
  } catch {
    // A broken stream (the client went away), malformed JSON or form data.
    return refused(400);
  }
}
