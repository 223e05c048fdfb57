import { ArrowRight } from "~/shell/ui/icons";
import { AskPanel } from "~/components/page/AskPanel";
import { TopicLinks } from "~/components/blog/TopicLinks";
import { SiteLink } from "~/shell/ui/SiteLink";
import type { SearchHit, SearchKind } from "~/search/index.server";
import type { TextPart } from "~/search/text";

const KIND_LABELS: Record<SearchKind, string> = {
  post: "News",
  service: "Service",
  industry: "Industry",
  resource: "Tax resource",
};

export interface SearchSuggestions {
  /** The blog's topics, most written about first. */
  topics: { slug: string; name: string }[];
  /** The brand's services (its wording and order) and the tax resources. */
  pages: { label: string; href: string }[];
}

/** Text with the words found in <mark>. */
function Marked({ parts }: { parts: readonly TextPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <mark key={index} className="search-mark">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function SearchHits({ hits }: { hits: readonly SearchHit[] }) {
  return (
    <ol className="divide-y divide-border" data-testid="search-results">
      {hits.map((hit) => (
        <li key={hit.path} className="py-6 first:pt-0">
          <p className="text-xs font-semibold tracking-wider text-fg-muted uppercase">
            {KIND_LABELS[hit.kind]}
            {hit.date && (
              <>
                <span aria-hidden="true"> · </span>
                <span className="font-medium normal-case tracking-normal">{hit.date}</span>
              </>
            )}
          </p>
          <h2 className="mt-1 text-xl font-semibold">
            <SiteLink to={hit.path} className="text-primary-ink underline-offset-4 hover:underline">
              <Marked parts={hit.title} />
            </SiteLink>
          </h2>
          <p className="mt-2 max-w-3xl text-fg-muted">
            <Marked parts={hit.excerpt} />
          </p>
        </li>
      ))}
    </ol>
  );
}

/** A person to ask instead: the contact page and the phone. */
function AskUs() {
  return (
    <AskPanel
      title="Rather ask a person?"
      headingId="search-ask"
      action={{ to: "/contact", label: "Contact us" }}
    >
      Tell us what you are looking for and we will point you to it, or answer the question ourselves.
    </AskPanel>
  );
}

/** Results beside what else to try: the blog's topics and a person to ask. */
export function SearchResultsLayout({
  hits,
  topics,
}: {
  hits: readonly SearchHit[];
  topics: SearchSuggestions["topics"];
}) {
  return (
    <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <SearchHits hits={hits} />
      <aside aria-label="More to explore" className="space-y-8 self-start">
        {topics.length > 0 && (
          <section aria-labelledby="search-topics">
            <h2 id="search-topics" className="text-lg font-semibold">
              News by topic
            </h2>
            <TopicLinks topics={topics} className="mt-4" />
          </section>
        )}
        <AskUs />
      </aside>
    </div>
  );
}

/** What to try instead of an empty or fruitless search: the blog's topics, the brand's main pages, a person. */
export function SearchSuggestionsPanel({
  suggestions,
  heading,
}: {
  suggestions: SearchSuggestions;
  heading: string;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-10">
        {suggestions.topics.length > 0 && (
          <section aria-labelledby="search-topics">
            <h2 id="search-topics" className="text-xl font-semibold">
              {heading}
            </h2>
            <TopicLinks topics={suggestions.topics} className="mt-4" />
          </section>
        )}
        <section aria-labelledby="search-pages">
          <h2 id="search-pages" className="text-xl font-semibold">
            Services and tax resources
          </h2>
          <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {suggestions.pages.map((page) => (
              <li key={page.href}>
                <SiteLink
                  to={page.href}
                  className="inline-flex min-h-10 items-center gap-2 font-medium text-primary-ink underline-offset-4 hover:underline"
                >
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  {page.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="self-start">
        <AskUs />
      </div>
    </div>
  );
}
