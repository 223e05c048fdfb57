import { data } from "react-router";
import type { Route } from "./+types/search";
import { PageHeader } from "~/components/page/PageHeader";
import { SearchForm } from "~/components/search/SearchForm";
import { searchPageScript } from "~/components/search/search-page-script";
import { WITHOUT_REACT } from "~/delivery/page-scripts";
import { BlockScript } from "~/delivery/BlockScript";
import {
  SearchResultsLayout,
  SearchSuggestionsPanel,
  type SearchSuggestions,
} from "~/components/search/SearchResults";
import { getBrand } from "~/brands";
import { getSiteContext } from "~/request-context";
import { normalizeQuery } from "~/search/text";
import { metaForPage, metaRequest } from "~/seo/meta.server";
import { routeMeta } from "~/seo/meta";
import { TAX_RESOURCE_LINKS } from "~/site/menu-links";
import { getServicesForBrand } from "~/site/services";

/** Topics suggested on an empty or fruitless search. */
const SUGGESTED_TOPICS = 8;

/**
 * /search?q=: the brand's posts, services, industries and tax resources matching the words typed,
 * found on the server (so it works without JavaScript) and, with it, updated while the visitor
 * types. Never in search engines' results (noindex), so not in the sitemap either: a page of results
 * for words someone typed is not a page of its own. Results are not kept by shared caches (a post
 * published a minute ago is found at once); the empty page is, like any page that shows blog topics.
 * Each search counts against the visitor's allowance (SEARCH_RATE_PER_MINUTE); past it the page
 * answers 429 and says how long to wait, with the topics and pages to browse meanwhile.
 */
export async function loader(args: Route.LoaderArgs) {
  const site = getSiteContext(args.context);
  const query = normalizeQuery(new URL(args.request.url).searchParams.get("q"));
  const brand = getBrand(site.brand.id);
  const allowance = query ? site.services.search.rateLimiter.hit(site.clientKey) : null;
  const retryAfterSeconds = allowance && !allowance.allowed ? allowance.retryAfterSeconds : null;
  const [answer, tags] = await Promise.all([
    query && retryAfterSeconds === null ? site.services.search.search(brand.id, query) : null,
    site.services.blog.browseTags(),
  ]);
  const suggestions: SearchSuggestions = {
    topics: tags
      .toSorted((a, b) => b.count.posts - a.count.posts || a.name.localeCompare(b.name))
      .slice(0, SUGGESTED_TOPICS)
      .map((tag) => ({ slug: tag.slug, name: tag.name })),
    pages: [
      ...getServicesForBrand(brand).map((service) => ({ label: service.title, href: service.link })),
      ...TAX_RESOURCE_LINKS.map((link) => ({ label: link.label, href: link.href })),
    ],
  };
  const payload = {
    query,
    retryAfterSeconds,
    hits: answer?.hits ?? [],
    total: answer?.total ?? 0,
    partial: answer?.partial ?? false,
    suggestions,
    meta: metaForPage(metaRequest(args), {
      title: query ? `Search results for “${query}”` : "Search",
      description: `Search the news, services and tax resources of ${brand.name}.`,
      noindex: true,
    }),
  };
  if (retryAfterSeconds !== null) {
    return data(payload, {
      status: 429,
      headers: { "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) },
    });
  }
  return query ? data(payload, { headers: { "Cache-Control": "private, no-cache" } }) : payload;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => routeMeta(args);

/**
 * The results follow the box from the page's own script (search-page-script.ts), so the page needs no
 * React (decision record 010); a page answered 429 (too many searches) keeps it, as error pages do.
 */
export const handle = WITHOUT_REACT;

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, retryAfterSeconds, hits, total, partial, suggestions } = loaderData;

  let status: string;
  if (!query) status = "Type a word or two: a tax, a form, a deadline, a service.";
  else if (retryAfterSeconds !== null) {
    status = `Too many searches in a short time. Please wait ${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"} and search again.`;
  } else if (total === 0) status = `Nothing found for “${query}”.`;
  else if (partial)
    status = `Nothing has every word of “${query}”; ${total === 1 ? "this has" : `these ${Math.min(total, hits.length)} have`} some of them.`;
  else if (total > hits.length)
    status = `${total} results for “${query}”; the best ${hits.length} are shown.`;
  else status = `${total} ${total === 1 ? "result" : "results"} for “${query}”.`;

  return (
    <>
      <PageHeader
        interactive
        title="Search"
        lede="Articles, services, industries and tax resources on this site."
      >
        <SearchForm
          variant="wide"
          label="Search for"
          box="page"
          defaultValue={query}
          className="mt-6 max-w-2xl"
        />
      </PageHeader>
      <div className="container-site py-10 md:py-14" aria-busy="false" data-search-results="">
        <p
          role="status"
          className="mb-8 text-lg font-medium"
          data-testid="search-status"
          data-search-status=""
        >
          {status}
        </p>
        <div className="transition-opacity duration-200" data-search-hits="">
          {hits.length > 0 ? (
            <SearchResultsLayout hits={hits} topics={suggestions.topics} />
          ) : (
            <>
              {query && retryAfterSeconds === null && (
                <p className="-mt-4 mb-10 max-w-2xl text-fg-muted">
                  Check the spelling, try fewer or more general words (“payroll” rather than “payroll
                  withholding form”), or start from a topic or page below.
                </p>
              )}
              <SearchSuggestionsPanel
                suggestions={suggestions}
                heading={query ? "Browse news by topic" : "Popular topics"}
              />
            </>
          )}
        </div>
      </div>
      {/* Not on a 429 page, which is React's (error statuses keep it): its boxes load the results page. */}
      {retryAfterSeconds === null && <BlockScript script={searchPageScript} />}
    </>
  );
}
