import type { Route } from "./+types/api.reminders";
import { handleReminderPost } from "~/reminders/action.server";

/** POST /api/reminders: the signup form's script posts here and shows the JSON answer beside the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const { body, status, headers } = await handleReminderPost(request, context);
  return Response.json(body, { status, headers });
}
