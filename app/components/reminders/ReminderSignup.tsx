import { CircleAlert, CircleCheck, Mail } from "~/shell/ui/icons";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { ReminderActionData } from "~/reminders/action.server";
import { useSiteHref } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";

/** Where the form posts without JavaScript (the /reminders page) and with it (JSON); the honeypot's name. */
const ACTION_PATH = "/reminders";
const API_PATH = "/api/reminders";
const HONEYPOT_FIELD = "company_website";
const NETWORK_PROBLEM = "We could not reach our site just now. Please check your connection and try again.";

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
 * (Ghost mails a link to confirm). A plain form without JavaScript; with it, the same form is sent to
 * /api/reminders and the answer shows here without leaving (or reloading) the page.
 */
export function ReminderSignup({ variant, id, serverResult }: ReminderSignupProps) {
  const [answer, setAnswer] = useState<ReminderActionData>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const href = useSiteHref();
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const headingId = `${uid}-heading`;
  const emailId = `${uid}-email`;
  const messageId = `${uid}-message`;
  const result = answer ?? serverResult;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    const form = new FormData(event.currentTarget);
    try {
      const response = await fetch(href(API_PATH), { method: "POST", body: form });
      setAnswer((await response.json()) as ReminderActionData);
    } catch {
      setAnswer({ status: "failed", message: NETWORK_PROBLEM, email: String(form.get("email") ?? "") });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }
  const done = result?.status === "sent" || result?.status === "queued";
  const problem = result && !done ? result : undefined;
  const footer = variant === "footer";
  const status = useRef<HTMLParagraphElement>(null);
  // The form gives way to the answer: keyboard and screen reader users are taken to it.
  useEffect(() => {
    if (answer && done) status.current?.focus();
  }, [answer, done]);

  return (
    <section
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
        <p
          ref={status}
          id={messageId}
          role="status"
          tabIndex={-1}
          className={`mt-4 flex gap-2 ${footer ? "text-sm text-on-secondary" : "rounded-lg bg-muted p-4 text-fg"}`}
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{result.message}</span>
        </p>
      ) : (
        <form method="post" action={href(ACTION_PATH)} noValidate onSubmit={submit} className="mt-4">
          <div className={`flex flex-col gap-3 ${footer ? "" : "sm:flex-row sm:items-end"}`}>
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
              disabled={busy}
              className={`btn shrink-0 disabled:cursor-wait disabled:opacity-80 ${footer ? "btn-on-dark" : "btn-primary"}`}
            >
              {busy ? "Signing up…" : "Email me"}
            </button>
          </div>
          {problem && (
            <p
              id={messageId}
              role="alert"
              className={`mt-2 flex gap-2 text-sm font-medium ${footer ? "text-on-secondary" : "text-red-800 dark:text-red-300"}`}
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{problem.message}</span>
            </p>
          )}
          {/* Honeypot: off-screen, hidden from assistive technology and out of the tab order. People leave it empty. */}
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
          >
            <label htmlFor={`${uid}-${HONEYPOT_FIELD}`}>Company website (leave this empty)</label>
            <input
              id={`${uid}-${HONEYPOT_FIELD}`}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
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
        </form>
      )}
    </section>
  );
}

/** The footer's signup (loaded as an island: see islands.ts). */
export function FooterReminderSignup() {
  return <ReminderSignup variant="footer" />;
}

/** A page's boxed signup (loaded as an island: see islands.ts). */
export function PanelReminderSignup({ id }: { id: string }) {
  return <ReminderSignup id={id} variant="panel" />;
}
