import { Calculator, Link2, RotateCcw } from "~/shell/ui/icons";
import { useLocation } from "react-router";
import {
  TAX_INPUT_PARAMS,
  type TaxFieldErrors,
  type TaxFieldWords,
  type TaxInputField,
  type TaxRawInput,
} from "~/resources/tax/input";
import { FILING_STATUSES, FILING_STATUS_LABELS } from "~/resources/tax/types";
import { useSite } from "~/site/use-site";
import { SiteLink } from "~/shell/ui/SiteLink";
import { CheckboxField, FieldError, Fieldset, fieldId, SelectField, TextField } from "./CalculatorFields";

const isOn = (value: string) => ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());

/** CSS (no script) shows these only for a joint return, with or without JavaScript. */
const JOINT_ONLY = "hidden group-has-[#calc-status_option[value=mfj]:checked]/calc:block";

/**
 * The calculator's form: a plain GET form to this page, so the server renders the estimate from the
 * URL. The page's script (tax-calculator-script.ts) makes the estimate follow it as the visitor types.
 * Inputs are uncontrolled, written from the address the page was served for.
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
  const { pathname } = useLocation();

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
      method="get"
      action={pathname}
      noValidate
      data-tax-calculator=""
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
            id={fieldId("deduction")}
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
            <div data-error-for={fieldId("deduction")}>
              {e.deduction && <FieldError id={`${fieldId("deduction")}-error`}>{e.deduction}</FieldError>}
            </div>
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
        <SiteLink to={pathname} className="btn btn-outline">
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

/** Copies the estimate's address. It needs the clipboard, so the page's script shows it. */
function CopyLinkButton() {
  return (
    <button type="button" className="btn btn-outline" hidden data-copy-estimate-link="">
      <Link2 aria-hidden="true" className="size-4" />
      Copy link to this estimate
    </button>
  );
}
