/**
 * The deadline-reminder signup as posted: by the form without JavaScript to /reminders (the browser
 * shows that page with the answer), and by the same form's script to /api/reminders (JSON; the answer
 * shows beside the form). Same order as the contact form: origin check, a small body, the service.
 */
import { data, type RouterContextProvider } from "react-router";
import { getBrand } from "../brands/index.ts";
import { isAllowedOrigin } from "../contact/origin.ts";
import { getSiteContext } from "../request-context.ts";
import { REMINDER_TEXT } from "./text.server.ts";

/** The honeypot input, as on the contact form: hidden from people, filled by bots. */
export const REMINDER_HONEYPOT_FIELD = "company_website";

export type ReminderActionData =
  | { status: "sent"; message: string }
  | { status: "queued"; message: string }
  | { status: "invalid"; message: string; email: string }
  | { status: "failed"; message: string; email: string };

/** Longest body taken: one address and two short fields. */
const MAX_BODY_BYTES = 2_048;

/** The signup's answer, with the HTTP status and headers it goes out with. */
export interface ReminderAnswer {
  body: ReminderActionData;
  status: number;
  headers: Record<string, string>;
}

/** Reads one posted signup (a form body) and hands it to the reminder service. */
export async function handleReminderPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ReminderAnswer> {
  const site = getSiteContext(context);
  const reminders = site.services.reminders;
  if (!reminders) throw data(null, { status: 404 });
  const headers = { "Cache-Control": "no-store" };
  const answer = (body: ReminderActionData, status = 200, extra: Record<string, string> = {}): ReminderAnswer => ({
    body,
    status,
    headers: { ...headers, ...extra },
  });
  const url = new URL(request.url);
  if (!isAllowedOrigin(request.headers.get("origin"), [url.host, request.headers.get("host") ?? ""])) {
    return answer({ status: "failed", message: REMINDER_TEXT.crossOrigin, email: "" }, 403);
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    return answer({ status: "failed", message: REMINDER_TEXT.emailInvalid, email: "" }, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer({ status: "invalid", message: REMINDER_TEXT.emailRequired, email: "" }, 400);
  }
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 300) : "";
  };
  const email = field("email").trim();
  const result = await reminders.subscribe({
    email,
    honeypot: field(REMINDER_HONEYPOT_FIELD),
    brand: getBrand(site.brand.id),
    clientIp: site.clientKey,
  });
  switch (result.status) {
    case "sent":
      return answer({ status: "sent", message: REMINDER_TEXT.sent });
    case "queued":
      return answer({ status: "queued", message: result.message }, 202);
    case "invalid":
      return answer({ status: "invalid", message: result.message, email }, 400);
    case "limited":
      return answer({ status: "failed", message: result.message, email }, 429, {
        "Retry-After": String(result.retryAfterSeconds),
      });
    case "unavailable":
      return answer({ status: "failed", message: result.message, email }, 503);
  }
}

/** The /reminders route's action: the form posted without JavaScript; the page shows the answer. */
export async function reminderAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { body, status, headers } = await handleReminderPost(request, context);
  return data(body, { status, headers });
}
