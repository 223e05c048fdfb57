import { Calculator, Link2, RotateCcw } from "~/shell/ui/icons";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { calculatorSearchParams } from "~/resources/calculator-view";
import {
  TAX_INPUT_PARAMS,
  type TaxFieldErrors,
  type TaxFieldWords,
  type TaxInputField,
  type TaxRawInput,
} from "~/resources/tax/input";
import { FILING_STATUSES, FILING_STATUS_LABELS } from "~/resources/tax/types";
import { useSite } from "~/site/use-site";
import { toast } from "~/shell/ui/toasts";
import { useHydrated } from "~/shell/ui/use-hydrated";
import { SiteLink } from "~/shell/ui/SiteLink";
import { CheckboxField, FieldError, Fieldset, fieldId, SelectField, TextField } from "./CalculatorFields";

/** Typing pauses this long before the URL (and so the estimate) updates. */
export const CALCULATOR_DEBOUNCE_MS = 400;

const isOn = (value: string) => ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/** CSS (no script) shows these only for a joint return, with or without JavaScript. */
const JOINT_ONLY = "hidden group-has-[#calc-status_option[value=mfj]:checked]/calc:block";

/**
 * The calculator's form. Without JavaScript it is a plain GET form to this page, so the server
 * renders the estimate from the URL. With JavaScript, every change rewrites the URL in place
 * (debounced, replacing the history entry, keeping the scroll position) and the route's loader
 * re-renders the estimate. Inputs are uncontrolled so typing is never overwritten by a response;
 * the form is rebuilt from the URL only after a navigation it did not make (back, an example link).
 */
export function TaxCalculatorForm({
  fields,
  raw,
  fieldErrors,
  years,
  defaultYear,
}: {
  /** Each field's label and hint (content/resources/tax-calculator.yaml). */
  fields: TaxFieldWords;
  raw: TaxRawInput;
  fieldErrors: TaxFieldErrors;
  years: readonly number[];
  defaultYear: number;
}) {
  const { brand, brandFromQuery } = useSite();
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const seenLocationKey = useRef(location.key);
  const [formVersion, setFormVersion] = useState(0);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (location.key === seenLocationKey.current) return;
    seenLocationKey.current = location.key;
    if (navigationType !== "REPLACE") {
      clearTimeout(timer.current);
      setFormVersion((version) => version + 1);
    }
  }, [location.key, navigationType]);

  const pushToUrl = (form: HTMLFormElement) => {
    const keep: [string, string][] = brandFromQuery ? [["domain", brand.id]] : [];
    const params = calculatorSearchParams(new FormData(form), keep);
    const search = params.toString();
    if (search === window.location.search.replace(/^\?/, "")) return;
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as EventTarget & { type?: string };
    clearTimeout(timer.current);
    // Typing waits for a pause; a choice (select, checkbox, radio) applies at once.
    const delay = target.type === "text" ? CALCULATOR_DEBOUNCE_MS : 0;
    timer.current = setTimeout(() => pushToUrl(form), delay);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    pushToUrl(event.currentTarget);
    // Take keyboard and screen reader users to the estimate, as a page load would.
    document.getElementById("estimate-heading")?.focus();
  };

  const e = fieldErrors;
  // Each field shows what the visitor entered (from the address) and its error, if any.
  const textField = (field: TaxInputField, kind: "money" | "count" | "percent") => (
    <TextField field={field} words={fields[field]} kind={kind} defaultValue={raw[field]} error={e[field]} />
  );
  const checkbox = (field: TaxInputField) => (
    <CheckboxField field={field} words={fields[field]} defaultChecked={isOn(raw[field])} error={e[field]} />
  );
  const P = TAX_INPUT_PARAMS;
  const yearValue = raw.year.trim() || String(defaultYear);
  const statusValue = raw.filingStatus.trim().toLowerCase() || "single";
  const itemizing = raw.deduction.trim().toLowerCase() === "itemized";

  return (
    <form
      key={formVersion}
      method="get"
      action={location.pathname}
      noValidate
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label="Your tax figures"
      className="group/calc space-y-6"
    >
      {brandFromQuery && <input type="hidden" name="domain" value={brand.id} />}

      <Fieldset legend="Your return">
        <div className="grid gap-6 sm:grid-cols-2">
          <SelectField
            field="year"
            words={fields.year}
            options={years.map((year) => ({ value: String(year), label: `${year} (filed in ${year + 1})` }))}
            defaultValue={yearValue}
            error={e.year}
          />
          <SelectField
            field="filingStatus"
            words={fields.filingStatus}
            options={FILING_STATUSES.map((status) => ({
              value: status,
              label: FILING_STATUS_LABELS[status],
            }))}
            defaultValue={statusValue}
            error={e.filingStatus}
          />
        </div>
      </Fieldset>

      <Fieldset legend="Your household">
        <div className="space-y-4">
          {checkbox("taxpayer65OrOlder")}
          {checkbox("taxpayerBlind")}
          {checkbox("taxpayerUnder25")}
        </div>
        {/* Spouse questions only matter on a joint return. */}
        <div className={`${JOINT_ONLY} space-y-4 rounded-xl bg-muted p-4`} data-testid="joint-only">
          <p className="text-sm font-semibold">For a joint return</p>
          {checkbox("spouse65OrOlder")}
          {checkbox("spouseBlind")}
          {checkbox("spouseUnder25")}
          {checkbox("bothSpousesHaveIncome")}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {textField("qualifyingChildren", "count")}
          {textField("otherDependents", "count")}
        </div>
        {textField("eicOnlyChildren", "count")}
      </Fieldset>

      <Fieldset
        legend="Income for the year"
        description="Whole-year totals. Rough figures are fine for an estimate."
      >
        {/* Each spouse's wages and business apart: Schedule SE counts each person's own wages. */}
        {textField("wages", "money")}
        <div className={JOINT_ONLY} data-testid="joint-only-wages">
          {textField("spouseWages", "money")}
        </div>
        {textField("selfEmploymentIncome", "money")}
        <div className={JOINT_ONLY} data-testid="joint-only-business">
          {textField("spouseSelfEmploymentIncome", "money")}
        </div>
        {textField("retirementIncome", "money")}
        {textField("socialSecurityBenefits", "money")}
        {textField("investmentIncome", "money")}
        {textField("otherIncome", "money")}
      </Fieldset>

      <Fieldset legend="Savings and deductions">
        {textField("pretaxContributions", "money")}
        {textField("iraAndHsaDeductions", "money")}
        {textField("selfEmployedRetirement", "money")}
        <div>
          <fieldset
            aria-describedby={`${fieldId("deduction")}-hint${e.deduction ? ` ${fieldId("deduction")}-error` : ""}`}
          >
            <legend className="font-semibold">{fields.deduction.label}</legend>
            <p id={`${fieldId("deduction")}-hint`} className="mt-0.5 text-sm text-fg-muted">
              {fields.deduction.hint}
            </p>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:gap-8">
              {(
                [
                  ["standard", "Standard deduction"],
                  ["itemized", "Itemized deductions"],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2.5 font-medium">
                  <input
                    id={`${fieldId("deduction")}-${value}`}
                    type="radio"
                    name={P.deduction}
                    value={value}
                    defaultChecked={value === "itemized" ? itemizing : !itemizing}
                    className="size-5 accent-[var(--brand-primary-ink)]"
                  />
                  {label}
                </label>
              ))}
            </div>
            {e.deduction && <FieldError id={`${fieldId("deduction")}-error`}>{e.deduction}</FieldError>}
          </fieldset>
          <div
            className="mt-6 hidden group-has-[#calc-deduction-itemized:checked]/calc:block"
            data-testid="itemized-only"
          >
            {textField("itemizedDeductions", "money")}
          </div>
          <div
            className="mt-6 hidden group-has-[#calc-deduction-standard:checked]/calc:block"
            data-testid="standard-only"
          >
            {textField("charitableCashGifts", "money")}
          </div>
        </div>
      </Fieldset>

      <Fieldset
        legend="Tax already paid"
        description="What was withheld from pay and any estimated payments you made for the year."
      >
        {textField("federalWithheld", "money")}
        {textField("ohioWithheld", "money")}
      </Fieldset>

      <Fieldset
        legend="City income tax (optional)"
        description="Most Ohio cities and villages tax wages and business profit. Enter your city's rate to include it; your pay stub or the city's tax office has it."
      >
        {textField("municipalRatePercent", "percent")}
        {textField("municipalWithheld", "money")}
      </Fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary">
          <Calculator aria-hidden="true" className="size-4" />
          Calculate
        </button>
        <SiteLink to={location.pathname} className="btn btn-outline">
          <RotateCcw aria-hidden="true" className="size-4" />
          Start over
        </SiteLink>
        <CopyLinkButton />
      </div>
      <p className="text-sm text-fg-muted">
        Your figures live in this page's address, so you can bookmark the estimate or share it. We don't save
        what you enter.
      </p>
    </form>
  );
}

/**
 * Copies the estimate's address. It needs the clipboard, so it appears only once the page runs
 * JavaScript; it is its own component so that appearing re-renders only itself, not the whole form.
 */
function CopyLinkButton() {
  if (!useHydrated()) return null;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({
        title: "Link copied",
        description:
          "Anyone with the link sees this estimate. It holds the figures you entered, so share it with care.",
        variant: "success",
      });
    } catch {
      toast({
        title: "Could not copy the link",
        description: "Copy the address from your browser's address bar instead.",
        variant: "destructive",
      });
    }
  };

  return (
    <button type="button" className="btn btn-outline" onClick={copyLink}>
      <Link2 aria-hidden="true" className="size-4" />
      Copy link to this estimate
    </button>
  );
}
