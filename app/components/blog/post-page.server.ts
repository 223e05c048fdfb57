/**
 * What a post's page shows and says about itself (its metadata), worked out on the server from a
 * BlogPost: the post page (routes/blog.$slug.tsx) and a draft's preview (routes/blog.preview.$id.tsx)
 * both use it, so a preview is the page the post will have.
 */
import { mergeCards, formatPostDate, toPostCard } from "~/blog/card";
import { cardExcerpt } from "~/blog/excerpt";
import { PAGE_SIZE_FEATURED, type BlogPost, type BlogSource } from "~/blog/types";
import { blogMeta } from "~/components/blog/meta.server";
import { blogPostingJsonLd } from "~/seo/structured-data";

/** Meta descriptions are cut here (search results show about this much). */
const DESCRIPTION_LENGTH = 160;

/**
 * The article, the "Keep reading" cards and the page's metadata for `post`. `noindex` keeps the page
 * out of search engines (a preview).
 */
export async function postPageData(
  args: Parameters<typeof blogMeta>[0],
  blog: Pick<BlogSource, "browsePosts">,
  post: BlogPost,
  options: { noindex?: boolean } = {},
) {
  const [sameTopic, latest] = await Promise.all([
    post.primary_tag
      ? blog.browsePosts({ limit: PAGE_SIZE_FEATURED + 1, page: 1, filter: { tag: post.primary_tag.slug } })
      : null,
    blog.browsePosts({ limit: PAGE_SIZE_FEATURED + 1, page: 1 }),
  ]);
  const related = mergeCards((sameTopic?.posts ?? []).map(toPostCard), latest.posts.map(toPostCard))
    .filter((card) => card.slug !== post.slug)
    .slice(0, PAGE_SIZE_FEATURED);

  const article = articleData(post);
  return {
    post: article,
    related,
    meta: blogMeta(args, (site) => ({
      // The writer's settings win; each empty one keeps what the page derives (title, excerpt, image).
      title: post.meta_title ?? article.title,
      description: article.description,
      type: "article",
      image: article.feature_image,
      imageAlt: post.feature_image_alt ?? article.title,
      social: {
        og: { title: post.og_title, description: post.og_description, image: post.og_image },
        twitter: {
          title: post.twitter_title,
          description: post.twitter_description,
          image: post.twitter_image,
        },
      },
      canonicalUrl: post.canonical_url,
      article: {
        publishedTime: article.published_at,
        modifiedTime: article.updated_at,
        author: article.author.name,
        section: article.primary_tag?.name,
        tags: article.tags.map((tag) => tag.name),
      },
      breadcrumbs: [{ label: "News", href: "/blog" }],
      noindex: options.noindex,
      jsonLd: [
        blogPostingJsonLd(
          {
            title: article.title,
            slug: article.slug,
            excerpt: article.description,
            published_at: article.published_at,
            updated_at: article.updated_at,
            feature_image: article.feature_image,
            primary_author: article.author,
            tags: article.tags,
            primary_tag: article.primary_tag,
          },
          site.siteUrl,
          site.brand,
        ),
      ],
    })),
  };
}

/** What the article page shows (and its meta tags use): no CMS-only fields. */
function articleData(post: BlogPost) {
  return {
    slug: post.slug,
    title: post.title,
    // The page's title is its one h1; an h1 inside the body (pasted into the CMS) becomes an h2.
    html: (post.html ?? "").replace(/<(\/?)h1\b/gi, "<$1h2"),
    description: post.meta_description ?? cardExcerpt(post, DESCRIPTION_LENGTH),
    feature_image: post.feature_image,
    // Decorative unless the writer described it.
    feature_image_alt: post.feature_image_alt ?? "",
    feature_image_caption: post.feature_image_caption,
    published_at: post.published_at,
    published_label: formatPostDate(post.published_at),
    updated_at: post.updated_at,
    // Shown only when the post changed after it was published.
    updated_label:
      post.updated_at && post.updated_at > (post.published_at ?? "") ? formatPostDate(post.updated_at) : null,
    reading_time: post.reading_time,
    primary_tag: post.primary_tag ? { slug: post.primary_tag.slug, name: post.primary_tag.name } : null,
    tags: post.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    author: {
      name: post.primary_author.name,
      bio: post.primary_author.bio,
      website: post.primary_author.website,
      slug: post.primary_author.slug,
    },
  };
}

export type PostArticleData = ReturnType<typeof articleData>;
