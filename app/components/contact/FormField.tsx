import { CircleAlert } from "~/shell/ui/icons";
import type { ReactNode } from "react";

/** Shared look of the form's inputs; the border keeps 3:1 contrast against the page in both themes. */
export const INPUT_CLASS =
  "block w-full rounded-lg border border-fg-muted/70 bg-bg px-3.5 py-2.5 text-base text-fg shadow-xs placeholder:text-fg-muted/90 " +
  "focus-visible:border-primary-ink disabled:cursor-not-allowed disabled:opacity-70 " +
  "aria-invalid:border-red-700 dark:aria-invalid:border-red-400";

/** Props every field input receives from FormField so label, hint and error are wired up. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  autoFocus?: boolean;
  className: string;
}

/**
 * One labelled field: the label (with an asterisk when required), an optional hint, the control,
 * and the error under it. The control is rendered by `children` so inputs, selects and text areas
 * share one wiring of `aria-invalid` and `aria-describedby`.
 */
export function FormField({
  id,
  name,
  label,
  required = false,
  hint,
  error,
  autoFocus = false,
  className = "",
  children,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Set on the first invalid field of a page the server rendered, so focus lands there without JavaScript. */
  autoFocus?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-fg">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-300">
            *
          </span>
        )}
        {!required && <span className="font-normal text-fg-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        name,
        required: required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
        autoFocus: autoFocus || undefined,
        className: INPUT_CLASS,
      })}
      {error && <FieldError id={errorId} name={name} message={error} />}
    </div>
  );
}

/** A field's problem, under it; the form's script copies an empty one (id, name and words its own). */
export function FieldError({ id, name, message }: { id?: string; name?: string; message?: string }) {
  return (
    <p
      id={id}
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300"
      data-field-error={name}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span data-error-text="">{message}</span>
    </p>
  );
}
