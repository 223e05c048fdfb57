/**
 * The /contact route's action: the contact form as posted by a browser without JavaScript (or
 * before the page's JavaScript has loaded). A door to `receiveContactMessage`, as `POST /api/contact`
 * is, answering with what the form needs to render: either "sent" (the thank-you panel) or the
 * error, the field errors and the visitor's values, so nothing typed is lost.
 *
 * The form on the home page and on /schedule posts here too; their results render on /contact.
 */
import { data, type RouterContextProvider } from "react-router";
import type { BrandId } from "../brands/types.ts";
import { getSiteContext } from "../request-context.ts";
import { receiveContactMessage, type ContactReceiver } from "./accept.server.ts";
import type { ContactBodyType } from "./body.server.ts";
import type { ContactFieldErrors, ContactFormValues } from "./fields.ts";

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
  contact: ContactReceiver;
  /** What the client is counted against (its address, or an IPv6 client's /64). */
  clientKey: string;
  /** The brand of the page's host (or `?domain=`), for a form that names none. */
  brandId?: BrandId;
  /** Origins allowed to post besides the request's own host (none by default, as for the API). */
  allowedOrigins?: readonly string[];
}

/** What a browser's form post sends. */
const FORM_BODY_TYPES: readonly ContactBodyType[] = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
];

/** The hosts this request was addressed to, as the origin check compares them. */
function requestHosts(request: Request): string[] {
  const hosts = [new URL(request.url).host];
  const hostHeader = request.headers.get("host");
  if (hostHeader) hosts.push(hostHeader);
  return hosts;
}

export async function handleContactAction(request: Request, deps: ContactActionDeps) {
  const receipt = await receiveContactMessage(
    {
      origin: request.headers.get("origin"),
      hosts: requestHosts(request),
      allowedOrigins: deps.allowedOrigins,
      clientKey: deps.clientKey,
      body: { header: (name) => request.headers.get(name), chunks: request.body },
      bodyTypes: FORM_BODY_TYPES,
      brandId: deps.brandId,
    },
    deps.contact,
  );
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (receipt.retryAfterSeconds !== undefined) headers["Retry-After"] = String(receipt.retryAfterSeconds);
  if (receipt.body.success) return data<ContactActionData>({ status: "sent" }, { status: 200, headers });
  return data<ContactActionData>(
    {
      status: "failed",
      error: receipt.body.error,
      fieldErrors: receipt.body.fieldErrors ?? {},
      values: receipt.values,
      ...(receipt.startedAt === undefined ? {} : { startedAt: receipt.startedAt }),
    },
    { status: receipt.status, headers },
  );
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
