import { EMPTY_POST_SETTINGS, type BlogPost } from "./types";

/** A published post for unit tests: `slug` gives its id, title and URL; `overrides` set the rest. */
export function testPost(slug: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: slug,
    uuid: slug,
    title: slug,
    slug,
    html: null,
    mobiledoc: null,
    lexical: null,
    feature_image: null,
    featured: false,
    visibility: "public",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: null,
    published_at: "2026-01-01T00:00:00.000Z",
    custom_excerpt: null,
    excerpt: null,
    reading_time: 1,
    primary_tag: null,
    tags: [],
    primary_author: { id: "a", name: "A", profile_image: null, bio: null, website: null, slug: "a" },
    url: `/blog/${slug}`,
    ...EMPTY_POST_SETTINGS,
    ...overrides,
  };
}
