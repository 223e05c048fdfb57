import { deferredSection } from "~/components/ui/deferred-section";

/*
 * The deadline-reminder signup as islands (see deferredSection): the footer's is on every page and the
 * panels sit below a page's first screen, so their code loads only as the visitor nears them. Until
 * then the server's form works as it does without JavaScript (it posts to /reminders).
 */

export const FooterReminders = deferredSection<Record<string, never>>('[data-reminder-signup="footer"]', () =>
  import("./ReminderSignup").then((module) => module.FooterReminderSignup),
);

/** The boxed signup of the tax calendar, the news list and each post (`id`: its jump target). */
export const PanelReminders = deferredSection<{ id: string }>('[data-reminder-signup="panel"]', () =>
  import("./ReminderSignup").then((module) => module.PanelReminderSignup),
);
