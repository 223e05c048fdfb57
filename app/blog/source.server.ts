/**
 * Picks the site's blog source from configuration: Ghost (cached, never throwing) when both
 * GHOST_URL and GHOST_CONTENT_API_KEY are set, otherwise the Markdown files in content/blog/.
 */
import { createCachedBlogSource, type BlogCacheOptions, type CachedBlogSource } from "./cache.server";
import { createFilesSource, type FilesSourceOptions } from "./files.server";
import { createGhostSource } from "./ghost.server";

export interface BlogSourceConfig {
  ghostUrl?: string | null;
  ghostKey?: string | null;
  /** Files source options (content folder, clock). */
  files?: FilesSourceOptions;
  /** Cache options (tests shorten the times). */
  cache?: BlogCacheOptions;
}

export type BlogSourceName = "ghost" | "files";

/** Which source a configuration selects. */
export function blogSourceName(config: Pick<BlogSourceConfig, "ghostUrl" | "ghostKey">): BlogSourceName {
  return config.ghostUrl?.trim() && config.ghostKey?.trim() ? "ghost" : "files";
}

/**
 * The blog source for this configuration. Both kinds come wrapped in the cache, so every source has
 * health() and none ever throws to a page. For the files source the cache mostly adds the health
 * report and the never-throw guarantee; its 5-minute refresh also lets future-dated posts appear
 * soon after their date.
 */
export function createBlogSource(config: BlogSourceConfig = {}): CachedBlogSource {
  if (blogSourceName(config) === "ghost") {
    const source = createGhostSource({ url: config.ghostUrl!.trim(), key: config.ghostKey!.trim() });
    return createCachedBlogSource(source, config.cache);
  }
  return createCachedBlogSource(createFilesSource(config.files), config.cache);
}
