/**
 * The deadline-reminder signup as posted: by the form without JavaScript (the browser shows the
 * /reminders page with the answer) and by the same form through React Router's fetcher (the answer
 * shows beside the form). Same order as the contact form: origin check, a small body, the service.
 */
import { data, type RouterContextProvider } from "react-router";
import { getBrand } from "../brands/index.ts";
import { isAllowedOrigin } from "../contact/accept.server.ts";
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

export async function reminderAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const site = getSiteContext(context);
  const reminders = site.services.reminders;
  if (!reminders) throw data(null, { status: 404 });
  const noStore = { "Cache-Control": "no-store" };
  const url = new URL(request.url);
  if (!isAllowedOrigin(request.headers.get("origin"), [url.host, request.headers.get("host") ?? ""])) {
    return data<ReminderActionData>(
      { status: "failed", message: REMINDER_TEXT.crossOrigin, email: "" },
      { status: 403, headers: noStore },
    );
  }
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) {
    return data<ReminderActionData>(
      { status: "failed", message: REMINDER_TEXT.emailInvalid, email: "" },
      { status: 413, headers: noStore },
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ReminderActionData>(
      { status: "invalid", message: REMINDER_TEXT.emailRequired, email: "" },
      { status: 400, headers: noStore },
    );
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
    clientIp: site.clientIp,
  });
  switch (result.status) {
    case "sent":
      return data<ReminderActionData>({ status: "sent", message: REMINDER_TEXT.sent }, { headers: noStore });
    case "queued":
      return data<ReminderActionData>(
        { status: "queued", message: result.message },
        { status: 202, headers: noStore },
      );
    case "invalid":
      return data<ReminderActionData>(
        { status: "invalid", message: result.message, email },
        { status: 400, headers: noStore },
      );
    case "limited":
      return data<ReminderActionData>(
        { status: "failed", message: result.message, email },
        { status: 429, headers: { ...noStore, "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "unavailable":
      return data<ReminderActionData>(
        { status: "failed", message: result.message, email },
        { status: 503, headers: noStore },
      );
  }
}
