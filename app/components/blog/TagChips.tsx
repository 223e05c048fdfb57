import { SiteLink } from "~/shell/ui/SiteLink";
import { tagPath } from "~/blog/types";

export interface TagChipData {
  slug: string;
  name: string;
  /** Published posts carrying the tag (only tags with posts are listed). */
  count: number;
}

/** The blog's topics as links; the current one (or 'All news' on /blog) is marked. */
export function TagChips({ tags, current }: { tags: readonly TagChipData[]; current: string | null }) {
  if (tags.length === 0) return null;
  const chip = (active: boolean) =>
    `inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
      active
        ? "border-transparent bg-secondary text-on-secondary"
        : "border-border bg-surface text-fg hover:border-fg-muted hover:bg-muted"
    }`;
  return (
    <nav aria-label="Topics" className="mb-10">
      {/* One scrolling row on phones (the chips would otherwise fill the first screen), wrapped above.
          `relative` holds the chips' visually hidden words (absolutely placed) inside the row's scroll. */}
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        <li>
          <SiteLink
            to="/blog"
            className={chip(current === null)}
            aria-current={current === null ? "page" : undefined}
          >
            All news
          </SiteLink>
        </li>
        {tags.map((tag) => (
          <li key={tag.slug} className="shrink-0">
            <SiteLink
              to={tagPath(tag.slug)}
              className={chip(current === tag.slug)}
              aria-current={current === tag.slug ? "page" : undefined}
            >
              {tag.name}
              <span className="text-xs opacity-75">
                {tag.count}
                <span className="sr-only"> {tag.count === 1 ? "post" : "posts"}</span>
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
