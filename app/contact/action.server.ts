/**
 * The /contact route's action: the contact form as posted by a browser without JavaScript (or
 * before the page's JavaScript has loaded). It runs the same service as `POST /api/contact`, in
 * the same order — origin check, rate limit, bounded body read, `contact.accept` — and answers with
 * what the form needs to render: either "sent" (the thank-you panel) or the field errors and the
 * visitor's values, so nothing typed is lost.
 *
 * The form on the home page and on /schedule posts here too; their results render on /contact.
 */
import { data, type RouterContextProvider } from "react-router";
import type { BrandId } from "../brands/types.ts";
import { getSiteContext } from "../request-context.ts";
import { CROSS_ORIGIN_ERROR, tooManyRequestsError } from "./errors.ts";
import { isAllowedOrigin } from "./origin.ts";
import { readContactFormRequest } from "./form-body.server.ts";
import { type ContactService } from "./service.server.ts";
import { STARTED_AT_FIELD, type ContactFieldErrors, type ContactFieldName } from "./schema.ts";
import { cleanString } from "./sanitize.ts";

export type ContactFormValues = Partial<Record<ContactFieldName, string>>;

/** What the form renders after a no-JavaScript post. */
export type ContactActionData =
  | { status: "sent" }
  | {
      status: "failed";
      /** The form-level text, shown above the fields. */
      error: string;
      /** One message per invalid field, shown under it. */
      fieldErrors: ContactFieldErrors;
      /** The visitor's values, cleaned, to fill the form again. */
      values: ContactFormValues;
      /**
       * The first render's time, carried over so a visitor who corrects one field quickly is not
       * mistaken for a bot by the minimum time-to-submit check.
       */
      startedAt?: string;
    };

export interface ContactActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the action needs from the site context; tests pass their own. */
export interface ContactActionDeps {
  contact: Pick<ContactService, "accept" | "rateLimiter">;
  /** What the client is counted against (its address, or an IPv6 client's /64). */
  clientKey: string;
  /** The brand of the page's host (or `?domain=`), for a form that names none. */
  brandId?: BrandId;
  /** Origins allowed to post besides the request's own host (none by default, as for the API). */
  allowedOrigins?: readonly string[];
}

/** A startedAt value worth carrying over: digits only, as the form renders it. */
function carriedStartedAt(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = cleanString(value);
  return /^\d{1,15}$/.test(text) ? text : undefined;
}

function failed(
  status: number,
  error: string,
  extra: { fieldErrors?: ContactFieldErrors; values?: ContactFormValues; startedAt?: string } = {},
  headers?: HeadersInit,
) {
  const body: ContactActionData = {
    status: "failed",
    error,
    fieldErrors: extra.fieldErrors ?? {},
    values: extra.values ?? {},
    ...(extra.startedAt === undefined ? {} : { startedAt: extra.startedAt }),
  };
  return data(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** Only the visible fields, cleaned, from a posted form (used when the message itself was refused). */
function formValues(input: Record<string, string>): ContactFormValues {
  const values: ContactFormValues = {};
  for (const name of ["name", "email", "phone", "service", "message"] as const) {
    const value = input[name];
    if (value !== undefined) values[name] = cleanString(value, { multiLine: name === "message" });
  }
  return values;
}

/** The hosts this request was addressed to, as the origin check compares them. */
function requestHosts(request: Request): string[] {
  const hosts = [new URL(request.url).host];
  const hostHeader = request.headers.get("host");
  if (hostHeader) hosts.push(hostHeader);
  return hosts;
}

export async function handleContactAction(request: Request, deps: ContactActionDeps) {
  // A page of another site posting here: refused before its body is read, nothing of it echoed, and
  // before it is counted, so another site cannot use up the visitor's allowance.
  if (!isAllowedOrigin(request.headers.get("origin"), requestHosts(request), deps.allowedOrigins)) {
    return failed(403, CROSS_ORIGIN_ERROR);
  }

  const rate = deps.contact.rateLimiter.hit(deps.clientKey);

  const reading = await readContactFormRequest(request);

  if (!rate.allowed) {
    // The visitor's text comes back with the refusal so it can be sent again later.
    const extra = reading.ok
      ? { values: formValues(reading.input), startedAt: carriedStartedAt(reading.input[STARTED_AT_FIELD]) }
      : {};
    return failed(429, tooManyRequestsError(rate.retryAfterSeconds), extra, {
      "Retry-After": String(rate.retryAfterSeconds),
    });
  }
  if (!reading.ok) return failed(reading.status, reading.error);

  const result = deps.contact.accept(reading.input, { brandId: deps.brandId });
  if (result.body.success) {
    return data({ status: "sent" } satisfies ContactActionData as ContactActionData, {
      status: 200,
      headers: { "Cache-Control": "no-store" },
    });
  }
  return failed(result.status, result.body.error, {
    fieldErrors: result.body.fieldErrors,
    values: result.values,
    startedAt: carriedStartedAt(reading.input[STARTED_AT_FIELD]),
  });
}

/** The /contact route's `action`. */
export function contactAction({ request, context }: ContactActionArgs) {
  const site = getSiteContext(context);
  return handleContactAction(request, {
    contact: site.services.contact,
    clientKey: site.clientKey,
    brandId: site.brand.id,
  });
}
