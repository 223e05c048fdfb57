import { deferredSection } from "~/delivery/deferred-section";

/*
 * The deadline-reminder signup as islands (see deferredSection): the footer's is on every page and the
 * panels sit below a page's first screen, so their code loads as the visitor nears them, or once the
 * browser is idle: being on every page, they would otherwise hold any update of the page (a "Load
 * more", a retry) until then. Until then the server's form works as it does without JavaScript (it
 * posts to /reminders).
 */

export const FooterReminders = deferredSection<Record<string, never>>(
  '[data-reminder-signup="footer"]',
  () => import("./ReminderSignup").then((module) => module.FooterReminderSignup),
  { whenIdle: true },
);

/** The boxed signup of the tax calendar, the news list and each post (`id`: its jump target). */
export const PanelReminders = deferredSection<{ id: string }>(
  '[data-reminder-signup="panel"]',
  () => import("./ReminderSignup").then((module) => module.PanelReminderSignup),
  { whenIdle: true },
);
