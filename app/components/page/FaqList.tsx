import { ChevronDown } from "~/shell/ui/icons";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Frequently asked questions as native disclosure widgets (<details>/<summary>): they open and close with
 * Enter or Space without any JavaScript, work before hydration, and find-in-page reaches closed answers.
 * The same list feeds the page's FAQPage structured data (faqJsonLd), so the two never differ.
 */
export function FaqList({ faqs }: { faqs: readonly FaqItem[] }) {
  return (
    <div
      className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-sm"
      data-faq-list
    >
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 text-left font-subheading text-lg font-semibold text-fg hover:bg-muted focus-visible:bg-muted focus-visible:-outline-offset-4 md:px-6 md:py-5 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-primary-ink transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-base leading-relaxed text-fg-muted md:px-6 md:pb-6">
            <p className="max-w-3xl">{faq.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
