import type { MetaDescriptor } from "react-router";
import { feedAlternateLink } from "~/blog/rss";
import { pageMeta, siteFromMatches, type PageMetaInput } from "~/seo/meta";

type MetaArgs = Parameters<typeof pageMeta>[0];

/**
 * pageMeta for blog pages, plus the feed link. `page` > 1 (a `?page=` of a list) keeps its number in
 * the canonical URL: each page of a list is its own page for search engines, not a copy of page 1.
 */
export function blogMeta(args: MetaArgs, input: PageMetaInput & { page?: number }): MetaDescriptor[] {
  const site = siteFromMatches(args.matches);
  const suffix = input.page && input.page > 1 ? `?page=${input.page}` : "";
  const tags = pageMeta(args, input).map((tag) => {
    if (!suffix) return tag;
    if ("tagName" in tag && tag.tagName === "link" && tag.rel === "canonical")
      return { ...tag, href: `${String(tag.href)}${suffix}` };
    if ("property" in tag && tag.property === "og:url")
      return { ...tag, content: `${String(tag.content)}${suffix}` };
    return tag;
  });
  tags.push(feedAlternateLink(site?.siteUrl, site?.brand.name ?? "Dresden Tax & Accounting"));
  return tags;
}
