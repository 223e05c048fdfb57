import { data } from "react-router";
import type { Route } from "./+types/reminders";
import { PageHeader } from "~/components/page/PageHeader";
import { ReminderSignup } from "~/components/reminders/ReminderSignup";
import { SiteLink } from "~/shell/ui/SiteLink";
import { WITHOUT_REACT } from "~/delivery/page-scripts";
import { reminderAction } from "~/reminders/action.server";
import { getSiteContext } from "~/request-context";
import { routeMeta } from "~/seo/meta";
import { pageMeta } from "~/seo/meta.server";

/**
 * /reminders: "Email me before tax deadlines". Every signup form of the site posts here; without
 * JavaScript the answer is shown on this page, with the form again when the address needs fixing.
 * Only with Ghost as the blog (its members receive the reminders); otherwise there is no such page.
 */
export function loader(args: Route.LoaderArgs) {
  if (!getSiteContext(args.context).services.reminders) throw data(null, { status: 404 });
  return {
    meta: pageMeta(args, {
      title: "Email Me Before Tax Deadlines",
      description:
        "Get an email before each federal and Ohio tax deadline. Confirm once; unsubscribe with one click.",
    }),
  };
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/** The signup runs from the shell's script (ReminderSignup): the page needs no React (decision record 010). */
export const handle = WITHOUT_REACT;

export async function action(args: Route.ActionArgs) {
  return reminderAction(args);
}

export default function RemindersPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Free tax resources"
        title="Email Me Before Tax Deadlines"
        lede="A short email before each deadline that concerns you, from our office. Confirm your address once; every email has a link to stop them."
      />
      <div className="container-site py-12 md:py-16">
        <ReminderSignup id="reminders" variant="panel" serverResult={actionData} />
        <p className="mt-8 text-fg-muted">
          Every date is also on our{" "}
          <SiteLink to="/resources/tax-calendar" className="font-medium text-primary-ink underline">
            tax calendar
          </SiteLink>
          , which you can add to your own calendar app.
        </p>
      </div>
    </>
  );
}
