import type { MetaDescriptor } from "react-router";
import { feedAlternateLink } from "~/blog/rss";
import { metaForPage, metaRequest, type MetaSite, type PageMetaInput } from "~/seo/meta.server";

type BlogPageMeta = PageMetaInput & { page?: number };

/**
 * pageMeta for blog pages, plus the feed link. `page` > 1 (a `?page=` of a list) keeps its number in
 * the canonical URL: each page of a list is its own page for search engines, not a copy of page 1.
 */
export function blogMeta(
  args: Parameters<typeof metaRequest>[0],
  page: BlogPageMeta | ((site: MetaSite) => BlogPageMeta),
): MetaDescriptor[] {
  const at = metaRequest(args);
  const input = typeof page === "function" ? page(at.site) : page;
  const suffix = input.page && input.page > 1 ? `?page=${input.page}` : "";
  const tags = metaForPage(at, input).map((tag) => {
    if (!suffix) return tag;
    if ("tagName" in tag && tag.tagName === "link" && tag.rel === "canonical")
      return { ...tag, href: `${String(tag.href)}${suffix}` };
    if ("property" in tag && tag.property === "og:url")
      return { ...tag, content: `${String(tag.content)}${suffix}` };
    return tag;
  });
  tags.push(feedAlternateLink(at.site.siteUrl, at.site.brand.name));
  return tags;
}
