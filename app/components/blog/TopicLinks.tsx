import { tagPath } from "~/blog/types";
import { SiteLink } from "~/shell/ui/SiteLink";

/** Blog topics as a row of pill links to their pages (a post's topics, search's suggestions). */
export function TopicLinks({
  topics,
  className = "mt-3",
  testId,
}: {
  topics: readonly { slug: string; name: string }[];
  className?: string;
  testId?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} data-testid={testId}>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <SiteLink
            to={tagPath(topic.slug)}
            className="inline-flex min-h-10 items-center rounded-full border border-border bg-surface px-4 py-1.5 text-sm font-medium hover:bg-muted"
          >
            {topic.name}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
