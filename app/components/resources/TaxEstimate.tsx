import { AlertCircle, CalendarCheck, Info, Loader2 } from "~/shell/ui/icons";
import { Fragment, type ReactNode } from "react";
import { bracketHeadroom, describeBalance, type BalanceKind } from "~/resources/calculator-view";
import { formatMoney, formatRate, formatShare } from "~/resources/format";
import type { TaxFieldErrors, TaxFieldWords, TaxInputField } from "~/resources/tax/input";
import { FILING_STATUS_LABELS, type TaxInput, type TaxResult } from "~/resources/tax/types";
import { SiteLink } from "~/shell/ui/SiteLink";
import { BracketChart } from "./BracketChart";
import { fieldId } from "./CalculatorFields";

export interface CalculatorExample {
  label: string;
  description: string;
  href: string;
}

export type EstimateView =
  | { state: "empty"; examples: readonly CalculatorExample[] }
  | { state: "invalid"; fieldErrors: TaxFieldErrors }
  | { state: "result"; result: TaxResult; input: TaxInput };

const BALANCE_WORDS: Record<BalanceKind, string> = { refund: "Refund", owe: "You owe", even: "Even" };

function balanceText(balance: number): string {
  const { kind, amount } = describeBalance(balance);
  return kind === "even" ? "About even" : `${BALANCE_WORDS[kind]} ${formatMoney(amount)}`;
}

/** The first element of a field to jump to from the error list. */
function fieldAnchor(field: TaxInputField): string {
  return field === "deduction" ? `${fieldId(field)}-standard` : fieldId(field);
}

/** What the estimate cannot answer for one figure, shown right under that figure. */
function FigureNotes({ notes }: { notes: readonly string[] | undefined }) {
  if (!notes?.length) return null;
  return (
    <ul className="mt-1 space-y-1 text-xs text-fg-muted" data-testid="figure-note">
      {notes.map((note) => (
        <li key={note} className="flex gap-1.5">
          <Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-primary-ink" />
          <span>{note}</span>
        </li>
      ))}
    </ul>
  );
}

type SummaryRow = { label: string; amount: number | null; note?: string; figureNotes?: readonly string[] };

function ResultSummary({ result, part }: { result: TaxResult; part: SummaryPart }) {
  const total = describeBalance(result.totals.balance);
  const headline =
    total.kind === "refund"
      ? "Estimated refund"
      : total.kind === "owe"
        ? "Estimated amount you owe"
        : "You're about even";
  const agencies = [
    { name: "Federal", balance: result.federal.balance },
    { name: "Ohio", balance: result.ohio.balance },
    ...(result.municipal ? [{ name: "City", balance: result.municipal.balance }] : []),
  ];
  const notes = result.figureNotes;
  const taxes: SummaryRow[] = [
    {
      label: "Federal income tax",
      amount: result.federal.incomeTaxAfterCredits,
      figureNotes: notes.federalIncomeTax,
    },
    {
      label: "Self-employment tax",
      amount: result.federal.selfEmploymentTax.total,
      figureNotes: notes.selfEmploymentTax,
    },
    ...(result.federal.additionalMedicareTax > 0
      ? [{ label: "Additional Medicare Tax", amount: result.federal.additionalMedicareTax }]
      : []),
    { label: "Ohio income tax", amount: result.ohio.taxAfterCredits, figureNotes: notes.ohioTax },
    result.municipal
      ? {
          label: `City income tax (${formatRate(result.municipal.ratePercent / 100)})`,
          amount: result.municipal.tax,
        }
      : { label: "City income tax", amount: null, note: "Add your city's rate to include it" },
  ];
  if (part === "headline")
    return (
      <>
        <p className="text-sm font-semibold tracking-wider text-fg-muted uppercase">{headline}</p>
        <p
          className={`mt-1 text-4xl font-bold tracking-tight tabular-nums md:text-5xl ${
            total.kind === "refund" ? "text-green-700 dark:text-green-300" : "text-fg"
          }`}
          data-testid="estimate-total"
        >
          {formatMoney(total.amount)}
        </p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm">
          {agencies.map((agency) => (
            <li key={agency.name} className="rounded-full border border-border bg-bg px-3 py-1">
              <span className="font-semibold">{agency.name}:</span> {balanceText(agency.balance)}
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <>
      <h3 className="mt-5 font-sans text-sm font-semibold tracking-wider text-fg-muted uppercase">
        Your taxes for the year
      </h3>
      <dl className="mt-2 divide-y divide-border">
        {taxes.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
            <dt>{row.label}</dt>
            <dd
              className={`text-right tabular-nums ${row.amount === null ? "text-sm text-fg-muted" : "font-semibold"}`}
            >
              {row.amount === null ? row.note : formatMoney(row.amount)}
            </dd>
            {row.figureNotes && (
              <dd className="basis-full">
                <FigureNotes notes={row.figureNotes} />
              </dd>
            )}
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5">
          <dt className="font-semibold">Total tax</dt>
          <dd className="text-right text-lg font-bold tabular-nums">{formatMoney(result.totals.tax)}</dd>
          {notes.federalTotalTax && (
            <dd className="basis-full">
              <FigureNotes notes={notes.federalTotalTax} />
            </dd>
          )}
        </div>
        <div className="flex items-baseline justify-between gap-4 py-1.5 text-fg-muted">
          <dt>Withheld and paid</dt>
          <dd className="text-right tabular-nums">{formatMoney(result.totals.withheld)}</dd>
        </div>
        {result.federal.childTaxCredit.refundable > 0 && (
          <div className="flex items-baseline justify-between gap-4 py-1.5 text-fg-muted">
            <dt>Refundable child tax credit</dt>
            <dd className="text-right tabular-nums">
              {formatMoney(result.federal.childTaxCredit.refundable)}
            </dd>
          </div>
        )}
        {(result.federal.earnedIncomeCredit.amount > 0 || notes.earnedIncomeCredit) && (
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-1.5 text-fg-muted">
            <dt>Earned income credit</dt>
            <dd className="text-right tabular-nums">
              {formatMoney(result.federal.earnedIncomeCredit.amount)}
            </dd>
            <dd className="basis-full">
              <FigureNotes notes={notes.earnedIncomeCredit} />
            </dd>
          </div>
        )}
      </dl>

      <h3 className="mt-5 font-sans text-sm font-semibold tracking-wider text-fg-muted uppercase">
        Your rates
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2">
        {[
          ["Federal bracket", formatRate(result.rates.federalMarginal), "Tax on your next dollar"],
          ["Ohio bracket", formatRate(result.rates.ohioMarginal), "Tax on your next dollar"],
          ["Federal effective", formatShare(result.rates.federalEffective), "Income tax ÷ total income"],
          ["Overall effective", formatShare(result.rates.overallEffective), "All these taxes ÷ total income"],
        ].map(([label, value, hint]) => (
          <div key={label} className="rounded-xl bg-muted px-3 py-2">
            <dt className="text-sm font-medium">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
            <dd className="text-xs text-fg-muted">{hint}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function InvalidSummary({
  fieldErrors,
  fields,
  part,
}: {
  fieldErrors: TaxFieldErrors;
  fields: TaxFieldWords;
  part: SummaryPart;
}) {
  const entries = Object.entries(fieldErrors) as [TaxInputField, string][];
  if (part === "headline")
    return (
      <>
        <p className="flex items-center gap-2 font-semibold text-red-700 dark:text-red-300">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          {entries.length === 1 ? "One answer needs a look" : `${entries.length} answers need a look`}
        </p>
        <p className="mt-2 text-fg-muted">Fix these and your estimate appears here.</p>
      </>
    );
  return (
    <ul className="mt-3 space-y-2">
      {entries.map(([field, message]) => (
        <li key={field}>
          <a
            href={`#${fieldAnchor(field)}`}
            className="font-semibold text-primary-ink underline hover:no-underline"
          >
            {fields[field].label}
          </a>
          <span className="block text-sm text-fg-muted">{message}</span>
        </li>
      ))}
    </ul>
  );
}

function EmptySummary({ examples, part }: { examples: readonly CalculatorExample[]; part: SummaryPart }) {
  if (part === "headline")
    return (
      <p className="text-fg-muted">
        Fill in what you know and your estimate appears here as you type: federal, Ohio and city tax, your
        rates, and whether to expect a refund.
      </p>
    );
  return (
    <>
      <p className="mt-5 font-semibold">Or start from an example</p>
      <ul className="mt-2 space-y-2">
        {examples.map((example) => (
          <li key={example.href}>
            <SiteLink
              to={example.href}
              preventScrollReset
              className="block rounded-xl border border-border bg-bg p-3 hover:bg-muted"
            >
              <span className="font-semibold text-primary-ink">{example.label}</span>
              <span className="block text-sm text-fg-muted">{example.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The summary's two parts: its headline (the bottom line, or what to do), which screen readers hear
 * after each update, and the details under it.
 */
type SummaryPart = "headline" | "details";

function StateSummary({
  view,
  fields,
  part,
}: {
  view: EstimateView;
  fields: TaxFieldWords;
  part: SummaryPart;
}) {
  if (view.state === "result") return <ResultSummary result={view.result} part={part} />;
  if (view.state === "invalid")
    return <InvalidSummary fieldErrors={view.fieldErrors} fields={fields} part={part} />;
  return <EmptySummary examples={view.examples} part={part} />;
}

/**
 * The estimate beside the form; screen readers hear (politely) its headline after each update. Its
 * `[data-estimate-part]`s are what the page's script moves in from the page for new answers, and it
 * says `aria-busy` meanwhile. `fields` names the questions an invalid answer links to.
 */
export function EstimateSummary({
  view,
  fields,
  year,
}: {
  view: EstimateView;
  fields: TaxFieldWords;
  year: number;
}) {
  return (
    <section
      aria-labelledby="estimate-heading"
      aria-busy="false"
      data-estimate=""
      className="group/estimate overflow-hidden rounded-2xl border border-border bg-surface shadow-md"
    >
      <div className="p-6">
        <div className="flex items-center justify-between gap-3">
          <h2
            id="estimate-heading"
            tabIndex={-1}
            data-estimate-part="heading"
            className="text-2xl font-semibold outline-none"
          >
            Your {year} estimate
          </h2>
          <span
            className="flex items-center gap-1.5 text-sm text-fg-muted opacity-0 transition-opacity group-aria-busy/estimate:opacity-100"
            aria-hidden="true"
          >
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" />
            Updating
          </span>
        </div>
        <div className="mt-4" data-testid="estimate-summary">
          {/* Always there, so a screen reader hears each new bottom line; only it is heard. */}
          <div aria-live="polite" aria-atomic="true" data-estimate-part="headline">
            <StateSummary view={view} fields={fields} part="headline" />
          </div>
          <div data-estimate-part="summary">
            <StateSummary view={view} fields={fields} part="details" />
          </div>
        </div>
      </div>
      <div className="border-t border-border bg-muted px-6 py-4 text-sm">
        <p className="flex gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-ink" />
          <span data-estimate-part="note">
            <strong>An estimate, not tax advice.</strong> It uses the published {year} tables and the
            assumptions listed below, and leaves out some credits. For a number you can plan on, talk to us.
          </span>
        </p>
        <SiteLink to="/schedule" className="btn btn-primary mt-3 w-full">
          <CalendarCheck aria-hidden="true" className="size-4" />
          Schedule a Consultation
        </SiteLink>
      </div>
    </section>
  );
}

type LedgerRow = {
  label: ReactNode;
  amount: number;
  op?: "minus" | "plus";
  total?: boolean;
  notes?: readonly string[];
};

function Ledger({ title, rows, note }: { title: string; rows: readonly LedgerRow[]; note?: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-border bg-surface p-6">
      <h3 className="text-xl font-semibold">{title}</h3>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{title}, line by line</caption>
        <tbody>
          {rows.map((row, index) => (
            <Fragment key={index}>
              <tr className={row.total ? "border-t border-fg-muted/40 font-semibold" : undefined}>
                <th
                  scope="row"
                  className={`py-1.5 pr-4 text-left ${row.total ? "font-semibold" : "font-normal"}`}
                >
                  {row.label}
                </th>
                <td className="py-1.5 text-right whitespace-nowrap tabular-nums">
                  {row.op === "minus" ? "− " : row.op === "plus" ? "+ " : ""}
                  {formatMoney(row.amount)}
                </td>
              </tr>
              {row.notes?.length ? (
                <tr>
                  <td colSpan={2} className="pb-2">
                    <FigureNotes notes={row.notes} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
      {note && <div className="mt-4 text-sm text-fg-muted">{note}</div>}
    </section>
  );
}

/** A ledger line shown only when its amount is not zero. */
function optionalRow(label: string, amount: number, op: "minus" | "plus"): LedgerRow[] {
  return amount > 0 ? [{ label, amount, op }] : [];
}

/** Balance as the last ledger line: "Refund" or "Amount owed". */
function balanceRow(balance: number): LedgerRow {
  const { kind, amount } = describeBalance(balance);
  return { label: kind === "owe" ? "Amount owed" : "Refund", amount, total: true };
}

/** Everything behind the estimate, line by line, with the bracket chart and the assumptions. */
export function EstimateBreakdown({ result, input }: { result: TaxResult; input: TaxInput }) {
  const f = result.federal;
  const o = result.ohio;
  const m = result.municipal;
  const headroom = bracketHeadroom(f.taxableIncome, f.brackets);
  const usedRates = f.brackets.filter((slice) => slice.amount > 0).map((slice) => formatRate(slice.rate));
  const status = FILING_STATUS_LABELS[result.filingStatus].toLowerCase();
  const notes = result.figureNotes;

  // Each kind of income the visitor has (wages even at zero when there is nothing else), the first without a "+".
  // A joint return with a spouse's wages or business shows whose each amount is.
  const byPerson = input.spouseWages > 0 || input.spouseSelfEmploymentIncome > 0;
  const incomeItems: LedgerRow[] = [
    { label: byPerson ? "Your wages" : "Wages", amount: input.wages },
    { label: "Your spouse's wages", amount: input.spouseWages },
    {
      label: byPerson ? "Your self-employment profit" : "Self-employment profit",
      amount: input.selfEmploymentIncome,
    },
    { label: "Your spouse's self-employment profit", amount: input.spouseSelfEmploymentIncome },
    { label: "Pensions, annuities and IRA withdrawals", amount: input.retirementIncome },
    ...(input.socialSecurityBenefits > 0
      ? [
          {
            label: "Taxable part of Social Security benefits",
            amount: f.socialSecurity.taxable,
            notes: notes.taxableSocialSecurity,
          },
        ]
      : []),
    { label: "Interest, dividends and rental profit", amount: input.investmentIncome },
    { label: "Other income", amount: input.otherIncome },
  ];
  const present = incomeItems.filter((row) => row.amount > 0 || row.notes);
  const incomeRows: LedgerRow[] = (present.length > 0 ? present : incomeItems.slice(0, 1)).map(
    (row, index) => (index === 0 ? row : { ...row, op: "plus" }),
  );

  const federalRows: LedgerRow[] = [
    ...incomeRows,
    { label: "Total income", amount: f.totalIncome, total: true },
    ...optionalRow("Pre-tax retirement contributions from pay", f.adjustments.pretaxContributions, "minus"),
    ...optionalRow("IRA and HSA deductions", f.adjustments.iraAndHsaDeductions, "minus"),
    ...optionalRow(
      "SEP, SIMPLE and solo 401(k) contributions",
      f.adjustments.selfEmployedRetirement,
      "minus",
    ),
    ...optionalRow("Half of self-employment tax", f.adjustments.selfEmploymentTaxDeduction, "minus"),
    { label: "Adjusted gross income", amount: f.adjustedGrossIncome, total: true },
    {
      label: f.deduction.method === "itemized" ? "Itemized deductions" : "Standard deduction",
      amount: f.deduction.used,
      op: "minus",
    },
    ...optionalRow("Deduction for people 65 and older", f.seniorDeduction, "minus"),
    ...optionalRow(
      "Cash gifts to charity (without itemizing)",
      f.charitableDeductionWithoutItemizing,
      "minus",
    ),
    ...optionalRow("Qualified business income deduction", f.qualifiedBusinessIncomeDeduction, "minus"),
    { label: "Taxable income", amount: f.taxableIncome, total: true },
    {
      label: f.incomeTaxMethod === "table" ? "Income tax (IRS Tax Table)" : "Income tax (rate schedule)",
      amount: f.incomeTax,
      notes: notes.federalIncomeTax,
    },
    ...optionalRow("Child and dependent credits", f.childTaxCredit.nonrefundable, "minus"),
    { label: "Income tax after credits", amount: f.incomeTaxAfterCredits, total: true },
    ...(f.selfEmploymentTax.total > 0
      ? [
          {
            label: "Self-employment tax (Social Security and Medicare)",
            amount: f.selfEmploymentTax.total,
            op: "plus" as const,
            notes: notes.selfEmploymentTax,
          },
        ]
      : []),
    ...optionalRow("Additional Medicare Tax", f.additionalMedicareTax, "plus"),
    { label: "Total federal tax", amount: f.totalTax, total: true, notes: notes.federalTotalTax },
    { label: "Withheld and paid", amount: f.withheld, op: "minus" },
    ...optionalRow("Refundable child tax credit", f.childTaxCredit.refundable, "minus"),
    ...(f.earnedIncomeCredit.amount > 0 || notes.earnedIncomeCredit
      ? [
          {
            label: "Earned income credit",
            amount: f.earnedIncomeCredit.amount,
            op: "minus" as const,
            notes: notes.earnedIncomeCredit,
          },
        ]
      : []),
    balanceRow(f.balance),
  ];

  const ohioCredits = o.credits;
  const ohioRows: LedgerRow[] = [
    { label: "Federal adjusted gross income", amount: o.federalAdjustedGrossIncome },
    ...optionalRow("Social Security benefits (Ohio does not tax them)", o.socialSecurityDeduction, "minus"),
    ...optionalRow("Business income deduction", o.businessIncomeDeduction, "minus"),
    { label: "Ohio adjusted gross income", amount: o.adjustedGrossIncome, total: true },
    {
      label: `Exemptions (${o.exemptionCount} × ${formatMoney(o.exemptionAmountEach)})`,
      amount: o.exemptions,
      op: "minus",
    },
    { label: "Ohio income tax base", amount: o.incomeTaxBase, total: true },
    { label: "Tax on nonbusiness income", amount: o.nonbusinessTax },
    ...optionalRow("Tax on business income (3%)", o.businessTax, "plus"),
    ...optionalRow("Retirement income credit", ohioCredits.retirementIncome, "minus"),
    ...optionalRow("Senior citizen credit", ohioCredits.seniorCitizen, "minus"),
    ...optionalRow("$20 exemption credit", ohioCredits.exemption, "minus"),
    ...optionalRow("Joint filing credit", ohioCredits.jointFiling, "minus"),
    ...optionalRow("Ohio earned income credit", ohioCredits.earnedIncome, "minus"),
    { label: "Ohio income tax", amount: o.taxAfterCredits, total: true, notes: notes.ohioTax },
    { label: "Withheld and paid", amount: o.withheld, op: "minus" },
    balanceRow(o.balance),
  ];

  return (
    <section aria-labelledby="breakdown-heading" className="space-y-6">
      <div>
        <h2 id="breakdown-heading" className="text-2xl font-semibold md:text-3xl">
          How your estimate adds up
        </h2>
        <p className="mt-2 max-w-3xl text-fg-muted">
          Line by line, in the order of the federal Form 1040 and the Ohio IT 1040, rounded to whole dollars
          as the forms allow.
        </p>
      </div>

      <section aria-labelledby="brackets-heading" className="rounded-2xl border border-border bg-surface p-6">
        <h3 id="brackets-heading" className="text-xl font-semibold">
          Your federal tax brackets
        </h3>
        <p className="mt-2 max-w-3xl">
          {f.taxableIncome > 0 ? (
            <>
              Your taxable income of <strong>{formatMoney(f.taxableIncome)}</strong> is taxed in layers:{" "}
              {usedRates.join(", ")}. Only the income inside each bracket pays that bracket's rate, so your
              top rate of <strong>{formatRate(f.marginalRate)}</strong> applies to the last slice, not to
              everything.
              {headroom && headroom.room > 0 && (
                <>
                  {" "}
                  You could have <strong>{formatMoney(headroom.room)}</strong> more taxable income before the{" "}
                  {formatRate(headroom.nextRate)} rate starts.
                </>
              )}
            </>
          ) : (
            <>
              Your deductions cover all of your income, so there is no federal income tax to spread over the
              brackets.
            </>
          )}
        </p>
        <div className="mt-5">
          <BracketChart
            brackets={f.brackets}
            taxableIncome={f.taxableIncome}
            caption={`Federal tax brackets for ${result.year}, ${status}: your taxable income and tax in each`}
          />
        </div>
        {f.incomeTaxMethod === "table" && f.taxableIncome > 0 && (
          <p className="mt-4 text-sm text-fg-muted">
            Below $100,000 of taxable income the IRS prices tax from its Tax Table in $50 steps, so your
            income tax ({formatMoney(f.incomeTax)}) can differ by a few dollars from the sum of the brackets.
          </p>
        )}
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Ledger title={`Federal, ${result.year}`} rows={federalRows} />
        <div className="space-y-6">
          <Ledger title={`Ohio, ${result.year}`} rows={ohioRows} />
          {m ? (
            <Ledger
              title="City income tax"
              rows={[
                { label: "Wages and self-employment profit", amount: m.taxableIncome },
                { label: `City tax at ${formatRate(m.ratePercent / 100)}`, amount: m.tax, total: true },
                { label: "Withheld and paid", amount: m.withheld, op: "minus" },
                balanceRow(m.balance),
              ]}
            />
          ) : null}
        </div>
      </div>

      <section
        aria-labelledby="assumptions-heading"
        className="rounded-2xl border border-border bg-muted p-6"
      >
        <h3 id="assumptions-heading" className="text-xl font-semibold">
          What this estimate assumes
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 marker:text-fg-muted">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </section>
  );
}

/**
 * On phones the estimate sits below a long form. While the visitor is still in the form (the
 * estimate is further down the page), a slim bar at the bottom of the screen shows the bottom line
 * and jumps to the estimate. It needs a script to know where the visitor is, so it is hidden until
 * the page's script shows it; its contents follow the answers like the estimate's.
 */
export function EstimateBar({ view }: { view: EstimateView }) {
  return (
    <div hidden data-estimate-bar="" data-estimate-part="bar">
      {view.state === "result" && <EstimateBarLink result={view.result} />}
    </div>
  );
}

function EstimateBarLink({ result }: { result: TaxResult }) {
  const total = describeBalance(result.totals.balance);
  const label =
    total.kind === "refund"
      ? "Estimated refund"
      : total.kind === "owe"
        ? "Estimated amount you owe"
        : "About even";
  return (
    <div className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface shadow-[0_-4px_16px_rgb(0_0_0/0.12)] lg:hidden print:hidden">
      <a
        href="#estimate-heading"
        className="container-site flex min-h-14 items-center justify-between gap-3 py-2"
      >
        <span>
          <span className="block text-xs font-semibold tracking-wider text-fg-muted uppercase">{label}</span>
          <span className="block text-xl font-bold tabular-nums">{formatMoney(total.amount)}</span>
        </span>
        <span className="text-sm font-semibold text-primary-ink underline">See the estimate</span>
      </a>
    </div>
  );
}
