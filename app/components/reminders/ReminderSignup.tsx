import { CircleAlert, CircleCheck, Mail } from "~/shell/ui/icons";
import { HoneypotField } from "~/components/contact/HoneypotField";
import { useId } from "react";
import type { ReminderActionData } from "~/reminders/action.server";
import { useSiteHref } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";
import { ServerHtml } from "~/delivery/ServerHtml";

/** Where the form posts without JavaScript (the /reminders page) and with it (JSON). */
const ACTION_PATH = "/reminders";
const API_PATH = "/api/reminders";

export interface ReminderSignupProps {
  /** "panel": a boxed section in a page; "footer": the compact form on the footer's dark band. */
  variant: "panel" | "footer";
  /** id of the section (a jump target such as #reminders). */
  id?: string;
  /** The answer to a post without JavaScript, on the /reminders page. */
  serverResult?: ReminderActionData;
}

/**
 * "Email me before tax deadlines": one address, posted to the site, which hands it to Ghost's signup
 * (Ghost mails a link to confirm). A plain form without JavaScript; with it, the shell's script
 * (runShellBehaviours in app/shell/layout/behaviours.ts) sends the form to /api/reminders from the first
 * paint, with or without React, and shows the answer here from the two templates, without leaving the
 * page. So this markup never changes in the browser and needs no React.
 */
export function ReminderSignup({ variant, id, serverResult }: ReminderSignupProps) {
  const href = useSiteHref();
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const headingId = `${uid}-heading`;
  const emailId = `${uid}-email`;
  // The script gives the answer this id too: the field's id and "-message".
  const messageId = `${emailId}-message`;
  const done = serverResult?.status === "sent" || serverResult?.status === "queued";
  const problem = serverResult && !done ? serverResult : undefined;
  const footer = variant === "footer";
  const doneAnswer = (message: string, answerId?: string) => (
    <p
      id={answerId}
      role="status"
      tabIndex={-1}
      className={`mt-4 flex gap-2 ${footer ? "text-sm text-on-secondary" : "rounded-lg bg-muted p-4 text-fg"}`}
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span data-reminder-text>{message}</span>
    </p>
  );
  const problemAnswer = (message: string, answerId?: string) => (
    <p
      id={answerId}
      role="alert"
      className={`mt-2 flex gap-2 text-sm font-medium ${footer ? "text-on-secondary" : "text-red-800 dark:text-red-300"}`}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span data-reminder-text>{message}</span>
    </p>
  );

  return (
    // Kept as the server wrote it, never hydrated: nothing in it changes by React, and hydration cannot
    // match a <template>'s contents.
    <ServerHtml
      as="section"
      id={id}
      aria-labelledby={headingId}
      data-reminder-signup={variant}
      className={
        footer
          ? ""
          : "scroll-mt-24 rounded-2xl border border-border bg-surface p-6 shadow-sm md:p-8 print:hidden"
      }
    >
      <h2
        id={headingId}
        className={footer ? "footer-heading" : "flex items-center gap-2 text-xl font-semibold md:text-2xl"}
      >
        {!footer && <Mail aria-hidden="true" className="size-6 text-primary-ink" />}
        Email me before tax deadlines
      </h2>
      <p className={footer ? "mt-3 text-sm text-on-secondary/85" : "mt-2 max-w-3xl text-fg-muted"}>
        A short reminder before each federal and Ohio due date. We send a link to confirm your address first;
        every email has a link to stop them.
      </p>
      {done ? (
        doneAnswer(serverResult.message, messageId)
      ) : (
        <form
          method="post"
          action={href(ACTION_PATH)}
          noValidate
          data-reminder-api={href(API_PATH)}
          className="mt-4"
        >
          <div
            data-reminder-fields
            className={`flex flex-col gap-3 ${footer ? "" : "sm:flex-row sm:items-end"}`}
          >
            <div className="min-w-0 flex-1">
              <label
                htmlFor={emailId}
                className={`block text-sm font-medium ${footer ? "text-on-secondary" : "text-fg"}`}
              >
                Email address
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                required
                maxLength={254}
                defaultValue={problem?.email}
                autoFocus={Boolean(serverResult && problem) || undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? messageId : undefined}
                className={`mt-1 block w-full rounded-lg border px-3 py-2 ${
                  footer ? "border-white/40 bg-white text-slate-900" : "border-border bg-bg text-fg"
                }`}
              />
            </div>
            <button
              type="submit"
              data-busy-text="Signing up…"
              className={`btn shrink-0 disabled:cursor-wait disabled:opacity-80 ${footer ? "btn-on-dark" : "btn-primary"}`}
            >
              Email me
            </button>
          </div>
          {problem && problemAnswer(problem.message, messageId)}
          <HoneypotField idPrefix={uid} />
          <p className={`mt-3 text-xs ${footer ? "text-on-secondary/85" : "text-fg-muted"}`}>
            Sent through our newsletter service. See our{" "}
            <SiteLink
              to="/privacy-policy"
              className={footer ? "text-on-secondary underline" : "font-medium text-primary-ink underline"}
            >
              privacy policy
            </SiteLink>
            .
          </p>
          {/* The answers the script shows, filled with the server's message. */}
          <template data-reminder-answer="done">{doneAnswer("")}</template>
          <template data-reminder-answer="problem">{problemAnswer("")}</template>
        </form>
      )}
    </ServerHtml>
  );
}
