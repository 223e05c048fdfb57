/**
 * Draft previews from Ghost (README, Operations): Ghost's "Preview" opens `/p/{uuid}/`; the site
 * looks the post up with the Admin API (the Content API never serves drafts) and sends the writer
 * on to a signed, expiring link, `/blog/preview/{id}?expires=…&signature=…`, which renders the
 * draft with the post page's own rendering, never cached and never indexed.
 *
 * The link is signed with a key derived from the Admin API key's secret, so only this site (or
 * whoever holds that key) can make one; it names the post by its id, not its uuid (the uuid is
 * what opens a preview, and ids of published posts are public), and it stops working after
 * PREVIEW_LINK_LIFETIME_MS. Checking a link costs no call to Ghost.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { GhostAdminKey } from "~/config.server";
import { ghostAdminToken } from "./ghost-admin-token";
import { fetchGhostJson, mapGhostPost, type Json } from "./ghost.server";
import { createImageAllowList } from "./feature-image";
import { POST_READ_TIMEOUT_MS, type BlogPost } from "./types";

/** How long a preview link works: a working day and the evening after it. */
export const PREVIEW_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const PREVIEW_PATH = "/blog/preview";

/** Ghost's preview address, which the site sends on to a signed link (routes/preview-entry.tsx). */
const PREVIEW_ENTRY_PATH = "/p";

/**
 * Whether a request path is a draft preview's: Ghost's preview address or a signed link, spelled
 * as the router would still match it (any case, percent-encoded). Such a page loads no third-party
 * script: analytics and chat record the full address, and a signed link is a working 24-hour key.
 */
export function isDraftPreviewPath(pathname: string): boolean {
  // Asked of every response (server/security.ts): most paths are told apart by their first letters.
  if (!pathname.includes("%") && !/^\/(?:p\/|blog\/)/i.test(pathname)) return false;
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // Not decodable: the router cannot match it either.
  }
  path = path.toLowerCase();
  return path.startsWith(`${PREVIEW_PATH}/`) || path.startsWith(`${PREVIEW_ENTRY_PATH}/`);
}

const GHOST_ID = /^[0-9a-f]{24}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isGhostId(value: unknown): value is string {
  return typeof value === "string" && GHOST_ID.test(value);
}
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Signs and checks preview links with a key of their own, derived from the Admin API key. */
export interface PreviewLinks {
  /** The path (with its query) of a link to preview post `id`, valid until now + lifetime. */
  create(id: string, now?: number): string;
  /** True when `expires` is in the future (and not absurdly far) and `signature` is this site's for the post. */
  verify(id: string, expires: string | null, signature: string | null, now?: number): boolean;
}

export function createPreviewLinks(adminKey: GhostAdminKey, lifetimeMs = PREVIEW_LINK_LIFETIME_MS): PreviewLinks {
  const key = createHmac("sha256", Buffer.from(adminKey.secret, "hex")).update("dresden-site preview links").digest();
  const sign = (id: string, expires: number) =>
    createHmac("sha256", key).update(`${id}.${expires}`).digest("base64url");
  return {
    create(id, now = Date.now()) {
      const expires = Math.floor((now + lifetimeMs) / 1000);
      return `${PREVIEW_PATH}/${id}?expires=${expires}&signature=${sign(id, expires)}`;
    },
    verify(id, expires, signature, now = Date.now()) {
      if (!isGhostId(id) || !expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[\w-]{43}$/.test(signature)) {
        return false;
      }
      const at = Number(expires) * 1000;
      if (at <= now || at > now + lifetimeMs + 60_000) return false;
      return timingSafeEqual(Buffer.from(sign(id, Number(expires))), Buffer.from(signature));
    },
  };
}

/** A post as the Admin API has it: any status (draft, scheduled, published). */
export interface AdminPost {
  post: BlogPost;
  status: string;
}

export interface GhostDrafts {
  /** The post with this uuid, whatever its status; null when there is none. */
  findByUuid(uuid: string): Promise<AdminPost | null>;
  /** The post with this id, with its body; null when there is none. */
  read(id: string): Promise<AdminPost | null>;
}

export function createGhostDrafts(options: { url: string; key: GhostAdminKey; fetch?: typeof fetch }): GhostDrafts {
  const base = `${options.url.replace(/\/+$/, "")}/ghost/api/admin/`;
  const allowImage = createImageAllowList({ ghostUrl: options.url });
  const allow = (url: unknown) => allowImage(typeof url === "string" ? url : null);

  async function get(path: string, params: Record<string, string>): Promise<AdminPost | null> {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const body = await fetchGhostJson(url, {
      timeoutMs: POST_READ_TIMEOUT_MS,
      notFoundIsNull: true,
      headers: { Authorization: `Ghost ${ghostAdminToken(options.key.id, options.key.secret)}` },
      fetch: options.fetch,
    });
    const raw = body && Array.isArray(body.posts) ? (body.posts[0] as Json | undefined) : undefined;
    const post = raw ? mapGhostPost(raw, allow, true, options.url) : null;
    return post && raw ? { post, status: typeof raw.status === "string" ? raw.status : "draft" } : null;
  }

  const withBody = { formats: "html", include: "tags,authors" };
  return {
    findByUuid: (uuid) => (isUuid(uuid) ? get("posts/", { ...withBody, filter: `uuid:'${uuid}'`, limit: "1" }) : Promise.resolve(null)),
    read: (id) => (isGhostId(id) ? get(`posts/${id}/`, withBody) : Promise.resolve(null)),
  };
}
