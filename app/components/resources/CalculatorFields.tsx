import { AlertCircle } from "~/shell/ui/icons";
import type { ReactNode } from "react";
import { TAX_INPUT_PARAMS, type TaxFieldWords, type TaxInputField } from "~/resources/tax/input";

/** A field's label and hint, as content/resources/tax-calculator.yaml words them. */
type FieldWords = TaxFieldWords[TaxInputField];

/** The id of a calculator field's input, for labels and the error summary's links. */
export const fieldId = (field: TaxInputField) => `calc-${TAX_INPUT_PARAMS[field]}`;

const inputClass =
  "block w-full rounded-lg border border-fg-muted/55 bg-bg py-2.5 text-fg shadow-xs placeholder:text-fg-muted/80 " +
  "focus:border-primary-ink aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-300";

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A text field for an amount, a count or a rate, with its label, hint and error under it. */
export function TextField({
  field,
  words: help,
  kind,
  defaultValue,
  error,
}: {
  field: TaxInputField;
  words: FieldWords;
  kind: "money" | "count" | "percent";
  defaultValue: string;
  error?: string;
}) {
  const id = fieldId(field);
  const hintId = help.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {help.label}
      </label>
      {help.hint && (
        <p id={hintId} className="mt-0.5 text-sm text-fg-muted">
          {help.hint}
        </p>
      )}
      <div className={`relative mt-2 ${kind === "count" ? "max-w-32" : "max-w-xs"}`}>
        {kind === "money" && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-fg-muted"
          >
            $
          </span>
        )}
        <input
          id={id}
          name={TAX_INPUT_PARAMS[field]}
          type="text"
          inputMode={kind === "count" ? "numeric" : "decimal"}
          autoComplete="off"
          spellCheck={false}
          defaultValue={defaultValue}
          placeholder={kind === "percent" ? "" : "0"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          className={`${inputClass} ${kind === "money" ? "pl-7" : "pl-3"} ${kind === "percent" ? "pr-8" : "pr-3"} tabular-nums`}
        />
        {kind === "percent" && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-fg-muted"
          >
            %
          </span>
        )}
      </div>
      <div data-error-for={id}>{error && errorId && <FieldError id={errorId}>{error}</FieldError>}</div>
    </div>
  );
}

export function SelectField({
  field,
  words: help,
  options,
  defaultValue,
  error,
}: {
  field: TaxInputField;
  words: FieldWords;
  options: readonly { value: string; label: string }[];
  defaultValue: string;
  error?: string;
}) {
  const id = fieldId(field);
  const hintId = help.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {help.label}
      </label>
      <select
        id={id}
        name={TAX_INPUT_PARAMS[field]}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className={`${inputClass} mt-2 max-w-xs px-3`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Below the control, so selects side by side line up. */}
      {help.hint && (
        <p id={hintId} className="mt-1.5 text-sm text-fg-muted">
          {help.hint}
        </p>
      )}
      <div data-error-for={id}>{error && errorId && <FieldError id={errorId}>{error}</FieldError>}</div>
    </div>
  );
}

export function CheckboxField({
  field,
  words: help,
  defaultChecked,
  error,
}: {
  field: TaxInputField;
  words: FieldWords;
  defaultChecked: boolean;
  error?: string;
}) {
  const id = fieldId(field);
  const hintId = help.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex gap-3">
      <input
        id={id}
        name={TAX_INPUT_PARAMS[field]}
        type="checkbox"
        value="1"
        defaultChecked={defaultChecked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        className="mt-0.5 size-5 shrink-0 accent-[var(--brand-primary-ink)]"
      />
      <div>
        <label htmlFor={id} className="font-medium">
          {help.label}
        </label>
        {help.hint && (
          <p id={hintId} className="text-sm text-fg-muted">
            {help.hint}
          </p>
        )}
        <div data-error-for={id}>{error && errorId && <FieldError id={errorId}>{error}</FieldError>}</div>
      </div>
    </div>
  );
}

/** A group of inputs under a legend (the calculator's sections). */
export function Fieldset({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full font-heading text-xl font-semibold">{legend}</legend>
      {description && <p className="clear-left pt-1 text-sm text-fg-muted">{description}</p>}
      <div className="clear-left space-y-6 pt-5">{children}</div>
    </fieldset>
  );
}
