import { Newspaper } from "~/shell/ui/icons";
import type { PostCardData } from "~/blog/card";
import { formatReadingTime } from "~/blog/excerpt";
import { postPath, tagPath } from "~/blog/types";
import { LazyImage } from "~/components/ui/LazyImage";
import { SiteLink } from "~/shell/ui/SiteLink";

/** Feature images are made for link previews (1200 × 630); cards keep that shape. */
export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 630;

/**
 * One post in a list: image, primary tag, title (the link to the post, stretched over the whole
 * card), excerpt, date, reading time and author. The tag chip sits above the stretched link so it
 * stays its own link.
 */
export function PostCard({
  post,
  headingLevel = 2,
  priorityImage = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  /** The list's first card is on the first screen: its image loads with the page (see LazyImage). */
  priorityImage?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const date = post.published_label;
  const readingTime = formatReadingTime(post.reading_time);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition-shadow duration-200 hover:shadow-md"
      data-testid="post-card"
      data-slug={post.slug}
    >
      {post.feature_image ? (
        <LazyImage
          src={post.feature_image}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          priority={priorityImage}
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex items-center justify-center bg-muted text-fg-muted"
          style={{ aspectRatio: `${CARD_IMAGE_WIDTH} / ${CARD_IMAGE_HEIGHT}` }}
        >
          <Newspaper className="size-10 opacity-60" />
        </span>
      )}
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        {post.primary_tag && (
          <SiteLink
            to={tagPath(post.primary_tag.slug)}
            className="relative z-10 mb-3 self-start rounded-full bg-muted px-3 py-1 text-xs font-semibold tracking-wide text-primary-ink uppercase hover:underline"
          >
            {post.primary_tag.name}
          </SiteLink>
        )}
        <Heading className="text-xl leading-snug font-semibold text-fg">
          <SiteLink
            to={postPath(post.slug)}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary-ink group-hover:underline"
          >
            {post.title}
          </SiteLink>
        </Heading>
        {post.excerpt && <p className="mt-3 text-[0.95rem] leading-relaxed text-fg-muted">{post.excerpt}</p>}
        <div className="mt-auto pt-5 text-sm text-fg-muted">
          <p className="font-medium text-fg">{post.author_name}</p>
          {(date || readingTime) && (
            <p className="mt-1 flex flex-wrap items-center gap-x-2">
              {date && post.published_at && <time dateTime={post.published_at}>{date}</time>}
              {date && readingTime && <span aria-hidden="true">·</span>}
              {readingTime && <span data-testid="reading-time">{readingTime}</span>}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
