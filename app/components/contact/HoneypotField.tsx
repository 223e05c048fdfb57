import { HONEYPOT_FIELD } from "~/contact/fields";

/**
 * The honeypot (HONEYPOT_FIELD): off-screen, hidden from assistive technology and out of the tab order.
 * People leave it empty; bots that fill every input reveal themselves (the contact form, the reminder
 * signup).
 */
export function HoneypotField({ idPrefix }: { idPrefix: string }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden"
    >
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Company website (leave this empty)</label>
      <input
        id={`${idPrefix}-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
