/**
 * content/resources/<page>.yaml: the tax resource pages, each named like its address
 * (/resources/tax-prep-checklist is tax-prep-checklist.yaml). They are mostly lists of facts (taxes,
 * rates, due dates, official links, phone numbers), so they are YAML. Every page has a title, a
 * description for search engines, an intro and the date its facts were last checked (`last_reviewed`).
 *
 * Fields are listed in the order the pages' data has always had (each page's HTML carries that data).
 */
import { z } from "zod";
import { TAX_INPUT_PARAMS, type TaxFieldWords, type TaxInputField } from "../resources/tax/input.ts";
import { firstRepeated, kebabId, phoneNumber, telOf, text } from "./fields.ts";
import type { ContentFiles } from "./files.server.ts";
import { placeholderNames, type PlaceholderRules } from "./placeholders.ts";
import { readYamlFile, type Camelized } from "./yaml.ts";

const isoDate = z.iso.date("a date written as YYYY-MM-DD, such as 2026-11-24");
const webAddress = z.url({ protocol: /^https$/, error: "a full https:// web address" });
const id = kebabId("lowercase words joined by hyphens");

/** A link to an official tool or page (IRS, Ohio Department of Taxation, EFTPS, ODJFS). */
const officialLink = z.strictObject({
  label: text,
  url: webAddress,
  /** One line on what the visitor will find or do there. */
  description: text.optional(),
});
/** Where a statement on a page comes from, for the "sources" list under it. */
const source = z.strictObject({ title: text, url: webAddress });
const faq = z.strictObject({ question: text, answer: text });
/** A dated deadline; pages sort, format and hide past dates by `date`. */
const deadline = z.strictObject({ date: isoDate, label: text, detail: text.optional() });

const page = { title: text, description: text, intro: text, last_reviewed: isoDate };

/** The items of a list, each with an `id` no other item of `field` has. */
function uniqueIds<Item extends { id: string }>(items: z.ZodType<Item[]>, field: string) {
  return items.superRefine((list, context) => {
    const seen = new Set<string>();
    for (const [index, item] of list.entries()) {
      if (seen.has(item.id)) {
        context.addIssue({
          code: "custom",
          message: `the id "${item.id}" is used twice in ${field}`,
          path: [index, "id"],
        });
      }
      seen.add(item.id);
    }
  });
}

const checklistSchema = z.strictObject({
  ...page,
  categories: uniqueIds(
    z.array(
      z.strictObject({
        id,
        title: text,
        /** One sentence on who the category is for. */
        summary: text,
        items: z.array(z.strictObject({ id, label: text, hint: text.optional() })).min(1),
      }),
    ),
    "categories",
  ),
});

const ohioBusinessTaxesSchema = z.strictObject({
  ...page,
  /** Percent: 5.75 is 5.75%. */
  state_sales_tax_rate: z.number().positive(),
  county_sales_tax_rates: z.array(
    z.strictObject({
      county: text,
      county_rate: z.number().nonnegative(),
      transit_rate: z.number().nonnegative(),
      /** State plus county plus transit; checked. */
      total_rate: z.number().positive(),
      /** Where a different rate applies inside the county. */
      note: text.optional(),
      /** The date the rate took effect or was confirmed in the state's rate table. */
      effective: isoDate,
    }),
  ),
  taxes: uniqueIds(
    z.array(
      z.strictObject({
        id,
        name: text,
        /** Who collects it. */
        agency: text,
        what_it_is: text,
        who_owes_it: text,
        rate: text,
        threshold: text,
        due_dates: z.array(text).min(1),
        /** Practical points that save owners money or trouble. */
        good_to_know: z.array(text).min(1),
        official_link: officialLink,
        sources: z.array(source).min(1),
      }),
    ),
    "taxes",
  ),
  disclaimer: text,
});

const paymentMethod = z.strictObject({
  id,
  name: text,
  link: officialLink,
  /** What it costs the payer. */
  cost: text,
  /** Who it suits best, in a phrase. */
  best_for: text,
  details: z.array(text).min(1),
});
const estimatedPayment = z.strictObject({
  date: isoDate,
  label: text,
  /** The income period the payment covers (calendar-year taxpayers). */
  covers: text,
  /** Which tax agencies this date applies to. */
  applies_to: z.array(z.enum(["IRS", "Ohio", "Ohio cities"])).min(1),
  detail: text.optional(),
});

const paymentCenterSchema = z.strictObject({
  ...page,
  federal: z.strictObject({
    methods: uniqueIds(z.array(paymentMethod), "federal.methods"),
    plans: uniqueIds(
      z.array(
        z.strictObject({
          id,
          name: text,
          who_qualifies: text,
          setup_fee: text,
          details: z.array(text).min(1),
        }),
      ),
      "federal.plans",
    ),
  }),
  ohio: z.strictObject({
    methods: uniqueIds(z.array(paymentMethod), "ohio.methods"),
    cannot_pay: z.array(text),
  }),
  estimated_tax: z.strictObject({
    due_dates: z.array(estimatedPayment).min(1),
    municipal: z.array(estimatedPayment).min(1),
    who_pays: z.array(z.strictObject({ agency: text, rule: text, safe_harbor: text })),
  }),
  filing_deadlines: z.array(deadline).min(1),
  faqs: z.array(faq),
  sources: z.array(source).min(1),
});

const refundStatusSchema = z.strictObject({
  ...page,
  trackers: uniqueIds(
    z.array(
      z.strictObject({
        id: z.enum(["federal", "ohio"]),
        /** Who issues the refund. */
        agency: text,
        title: text,
        tool: officialLink,
        /** Have these in hand before opening the tool. */
        what_you_need: z.array(text).min(1),
        /** When the tool first has something to show. */
        when_to_check: z.array(text).min(1),
        /** The stages the tool shows, in order, and what each means. */
        stages: z.array(z.strictObject({ label: text, meaning: text })).min(1),
        phone: z.strictObject({ label: text, display: phoneNumber, note: text }),
        more_links: z.array(officialLink),
      }),
    ),
    "trackers",
  ),
  /** Typical wait from acceptance to refund when nothing goes wrong. */
  timelines: z.array(z.strictObject({ situation: text, federal: text, ohio: text })),
  delays: uniqueIds(
    z.array(z.strictObject({ id, title: text, what_it_means: text, what_to_do: text })),
    "delays",
  ),
  faqs: z.array(faq),
  /** The closing prompt: when it is worth calling the firm instead of waiting. */
  when_to_call_us: z.array(text),
  sources: z.array(source).min(1),
});

/** The tax calendar's own words; its deadlines are tax data (app/resources/tax-calendar/). */
const taxCalendarSchema = z.strictObject({
  ...page,
  /** The panel that offers the calendar feed. */
  subscribe: z.strictObject({ title: text, text }),
  faqs: z.array(faq),
  sources: z.array(source).min(1),
});

/** `selfEmploymentIncome` → `self_employment_income`: a calculator field as the file names it. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

const fieldWords = z.strictObject({ label: text, hint: text.optional() });
/** Every question of the calculator's form, each with its words: a new field needs its label here. */
const calculatorFields = z.strictObject(
  Object.fromEntries(
    (Object.keys(TAX_INPUT_PARAMS) as TaxInputField[]).map((field) => [
      field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`),
      fieldWords,
    ]),
  ) as Record<SnakeCase<TaxInputField>, typeof fieldWords>,
);

/** The field of the calculator's file whose notes may name an estimate's figures. */
const ESTIMATE_NOTES_FIELD = "estimate";

/**
 * A note that comes with an estimate. It may name the estimate's `figures` (`{{ estimate.year }}` for
 * "year"), which the calculator fills in with each estimate (app/resources/tax/explanations.ts); no others.
 */
function estimateNote(...figures: string[]) {
  const allowed = figures.map((figure) => `estimate.${figure}`);
  return text.superRefine((words, context) => {
    for (const name of placeholderNames(words)) {
      if (!name.startsWith("estimate.") || allowed.includes(name)) continue;
      context.addIssue({
        code: "custom",
        message: allowed.length
          ? `{{ ${name} }} is not filled in for this note; it can use ${allowed.map((figure) => `{{ ${figure} }}`).join(", ")}`
          : `{{ ${name} }} is not filled in for this note, which names no figure of the estimate`,
      });
    }
  });
}

/** The notes under an estimate, and those beside one of its figures; the calculator decides which apply. */
const estimateNotes = z.strictObject({
  notes: z.strictObject({
    standard_deduction_is_larger: estimateNote("standard_deduction"),
    itemized_deduction_limit: estimateNote(),
    senior_deduction_not_on_separate_return: estimateNote(),
    senior_deduction_included: estimateNote(),
    self_employment_one_owner: estimateNote("social_security_wage_base"),
    self_employment_each_spouse: estimateNote("social_security_wage_base"),
    self_employment_assumptions: estimateNote(),
    wages_are_social_security_wages: estimateNote(),
    qualified_business_income_above_threshold: estimateNote(),
    child_tax_credit_social_security_numbers: estimateNote(),
    refundable_child_tax_credit_second_method: estimateNote(),
    ohio_joint_filing_credit_left_out: estimateNote(),
    additional_medicare_tax: estimateNote(),
    earned_income_credit_investment_income: estimateNote("investment_income_limit", "year"),
    earned_income_credit_married_filing_separately: estimateNote(),
    earned_income_credit_age: estimateNote("minimum_age", "maximum_age"),
    ira_and_hsa_deductions: estimateNote(),
    self_employed_retirement: estimateNote(),
    charity_without_itemizing: estimateNote("deducted", "maximum", "maximum_joint"),
    charity_without_itemizing_not_yet: estimateNote("year"),
    ohio_lump_sum_credits: estimateNote(),
    city_tax: estimateNote(),
    not_included: estimateNote(),
  }),
  figure_notes: z.strictObject({
    federal_income_tax: z.strictObject({ ordinary_rates: estimateNote() }),
    federal_total_tax: z.strictObject({ net_investment_income_tax: estimateNote() }),
    taxable_social_security: z.strictObject({
      worksheet: estimateNote("taxable", "benefits"),
      tax_exempt_interest: estimateNote(),
      married_filing_separately: estimateNote(),
    }),
    earned_income_credit: z.strictObject({
      social_security_numbers: estimateNote(),
      investment_income_limit: estimateNote("investment_income_limit", "year"),
      other_dependents_not_counted: estimateNote("credit_with_them"),
    }),
    self_employment_tax: z.strictObject({
      both_spouses: estimateNote("yours", "your_spouses", "social_security_wage_base"),
      yours_only: estimateNote("social_security_wage_base"),
      your_spouses_only: estimateNote("social_security_wage_base"),
    }),
    ohio_tax: z.strictObject({
      social_security: estimateNote(),
      retirement_income_credit: estimateNote(),
      earned_income_credit_limited: estimateNote(),
    }),
  }),
});

/** The calculator page's own words; its review date is the tax year's (app/resources/tax/years/). */
const taxCalculatorSchema = z.strictObject({
  title: text,
  description: text,
  intro: text,
  fields: calculatorFields,
  /** What the calculator figures and what it leaves out, shown until there is an estimate. */
  covers: z.strictObject({ included: z.array(text).min(1), left_out: z.array(text).min(1) }),
  [ESTIMATE_NOTES_FIELD]: estimateNotes,
});

export type ChecklistContent = Camelized<z.output<typeof checklistSchema>>;
/** The words of the notes that come with an estimate, their figures still as placeholders. */
export type EstimateNoteWords = Camelized<z.output<typeof estimateNotes>>;
export type TaxCalculatorContent = Omit<Camelized<z.output<typeof taxCalculatorSchema>>, "fields"> & {
  fields: TaxFieldWords;
};
export type OhioBusinessTaxesContent = Camelized<z.output<typeof ohioBusinessTaxesSchema>>;
export type TaxCalendarContent = Camelized<z.output<typeof taxCalendarSchema>>;
export type PaymentCenterContent = Camelized<z.output<typeof paymentCenterSchema>>;
type RefundStatusFile = Camelized<z.output<typeof refundStatusSchema>>;

type Tracker = RefundStatusFile["trackers"][number];
/** A refund tracker with the number to dial made from the number shown. */
export type RefundStatusContent = Omit<RefundStatusFile, "trackers"> & {
  trackers: readonly (Omit<Tracker, "phone"> & { phone: Tracker["phone"] & { tel: string } })[];
};

export interface ResourcePages {
  taxCalculator: TaxCalculatorContent;
  checklist: ChecklistContent;
  ohioBusinessTaxes: OhioBusinessTaxesContent;
  paymentCenter: PaymentCenterContent;
  refundStatus: RefundStatusContent;
  taxCalendar: TaxCalendarContent;
}

export function readResources(
  files: ContentFiles,
  placeholders: PlaceholderRules,
): ResourcePages | undefined {
  const read = <Schema extends z.ZodType>(name: string, schema: Schema) =>
    readYamlFile(files, `resources/${name}.yaml`, schema, placeholders);
  const taxCalculator = readYamlFile(files, "resources/tax-calculator.yaml", taxCalculatorSchema, {
    ...placeholders,
    estimateFiguresUnder: ESTIMATE_NOTES_FIELD,
  });
  const checklist = read("tax-prep-checklist", checklistSchema);
  const ohioBusinessTaxes = read("ohio-business-taxes", ohioBusinessTaxesSchema);
  const paymentCenter = read("tax-payment-center", paymentCenterSchema);
  const refundStatus = read("check-my-refund", refundStatusSchema);
  const taxCalendar = read("tax-calendar", taxCalendarSchema);

  const itemIds = checklist?.categories.flatMap((category) => category.items.map((item) => item.id)) ?? [];
  const repeated = firstRepeated(itemIds);
  if (repeated) {
    // The page remembers a visitor's ticks by item id: two items with one id would tick together.
    files.problemsOf("resources/tax-prep-checklist.yaml").add(`the item id "${repeated}" is used twice`);
  }
  for (const county of ohioBusinessTaxes?.countySalesTaxRates ?? []) {
    const sum = ohioBusinessTaxes!.stateSalesTaxRate + county.countyRate + county.transitRate;
    if (Math.abs(sum - county.totalRate) > 1e-9) {
      files
        .problemsOf("resources/ohio-business-taxes.yaml")
        .add(
          `${county.county}: the state, county and transit rates add up to ${sum}, not ${county.totalRate}`,
          {
            field: "county_sales_tax_rates",
          },
        );
    }
  }
  if (
    !taxCalculator ||
    !checklist ||
    !ohioBusinessTaxes ||
    !paymentCenter ||
    !refundStatus ||
    !taxCalendar ||
    repeated
  ) {
    return undefined;
  }
  return {
    taxCalculator,
    checklist,
    ohioBusinessTaxes,
    paymentCenter,
    taxCalendar,
    refundStatus: {
      ...refundStatus,
      trackers: refundStatus.trackers.map((tracker) => ({
        ...tracker,
        phone: {
          label: tracker.phone.label,
          display: tracker.phone.display,
          tel: telOf(tracker.phone.display),
          note: tracker.phone.note,
        },
      })),
    },
  };
}
