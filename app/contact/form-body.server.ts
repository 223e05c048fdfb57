/** Reading the no-JavaScript contact form's request body, within the same limit as the API's. */
import { TOO_LARGE_ERROR, UNREADABLE_SUBMISSION_ERROR, UNSUPPORTED_TYPE_ERROR } from "./errors.ts";

/** Largest request body accepted, for the API and the /contact action alike. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024;

/** Turns submitted form data (the no-JavaScript form's action) into the flat record `accept` reads. */
export function contactInputFromFormData(formData: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [key, value] of formData) {
    // Files are never part of the form; repeated keys keep their first value.
    if (typeof value === "string" && !(key in input)) input[key] = value;
  }
  return input;
}

export type ContactFormRequestReading =
  { ok: true; input: Record<string, string> } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * Reads the /contact action's request (the no-JavaScript form) with the same limits as the API:
 * form data only (urlencoded or multipart), at most CONTACT_BODY_LIMIT_BYTES, read in a streaming
 * way so an oversized body is refused without being held in memory.
 */
export async function readContactFormRequest(
  request: Request,
  limitBytes: number = CONTACT_BODY_LIMIT_BYTES,
): Promise<ContactFormRequestReading> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/x-www-form-urlencoded" && mediaType !== "multipart/form-data") {
    return { ok: false, status: 415, error: UNSUPPORTED_TYPE_ERROR };
  }
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes) {
    return { ok: false, status: 413, error: TOO_LARGE_ERROR };
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = request.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limitBytes) {
        await reader.cancel();
        return { ok: false, status: 413, error: TOO_LARGE_ERROR };
      }
      chunks.push(value);
    }
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const limited = new Request("http://contact.invalid/", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    });
    return { ok: true, input: contactInputFromFormData(await limited.formData()) };
  } catch {
    return { ok: false, status: 400, error: UNREADABLE_SUBMISSION_ERROR };
  }
}
