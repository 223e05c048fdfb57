import { formatMoney, formatRate } from "~/resources/format";
import type { BracketSlice } from "~/resources/tax/types";

function NoneMark() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">None</span>
    </>
  );
}

/**
 * How taxable income fills the federal brackets, as a table whose middle column carries a bar.
 * The numbers are the table; the bars (hidden from screen readers) only draw them. Colours are
 * theme tokens, so the chart follows the brand and the light or dark theme.
 */
export function BracketChart({
  brackets,
  taxableIncome,
  caption,
}: {
  brackets: readonly BracketSlice[];
  taxableIncome: number;
  caption: string;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid="bracket-chart">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-border text-fg-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Rate
          </th>
          <th scope="col" className="w-full py-2 pr-3 font-semibold">
            Your taxable income in this bracket
          </th>
          <th scope="col" className="py-2 text-right font-semibold whitespace-nowrap">
            Tax
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {brackets.map((slice) => {
          const share = taxableIncome > 0 ? slice.amount / taxableIncome : 0;
          const used = slice.amount > 0;
          const range =
            slice.to === null
              ? `Over ${formatMoney(slice.from)}`
              : `${formatMoney(slice.from)} to ${formatMoney(slice.to)}`;
          return (
            <tr key={slice.rate} className={slice.isMarginal ? "bg-muted" : undefined}>
              <th scope="row" className="py-3 pr-3 align-top whitespace-nowrap">
                <span
                  className={`block text-base ${used ? "font-bold text-fg" : "font-semibold text-fg-muted"}`}
                >
                  {formatRate(slice.rate)}
                </span>
                <span className="block text-xs font-normal text-fg-muted">{range}</span>
              </th>
              <td className="py-3 pr-3 align-top">
                <div className="flex items-center gap-3">
                  <div
                    aria-hidden="true"
                    className="h-3 min-w-0 flex-1 overflow-hidden rounded-full bg-fg-muted/15"
                  >
                    {used && (
                      <div
                        className="h-full rounded-full bg-primary"
                        style={{ width: `${Math.max(2, Math.round(share * 100))}%` }}
                      />
                    )}
                  </div>
                  <span
                    className={`w-24 shrink-0 text-right tabular-nums ${used ? "text-fg" : "text-fg-muted"}`}
                  >
                    {used ? formatMoney(slice.amount) : <NoneMark />}
                  </span>
                </div>
                {slice.isMarginal && (
                  <span className="mt-1 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-on-primary">
                    Your top rate
                  </span>
                )}
              </td>
              <td className={`py-3 text-right align-top tabular-nums ${used ? "text-fg" : "text-fg-muted"}`}>
                {used ? formatMoney(slice.tax) : <NoneMark />}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
