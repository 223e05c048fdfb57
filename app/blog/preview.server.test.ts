import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ghostAdminToken } from "./ghost-admin-token";
import {
  PREVIEW_LINK_LIFETIME_MS,
  PREVIEW_PATH,
  createGhostDrafts,
  createPreviewLinks,
  isDraftPreviewPath,
} from "./preview.server";

const KEY = { id: "a1".repeat(12), secret: "b2".repeat(32) };
const ID = "6650f1c2a4b8e90012345678";
const NOW = 1_790_000_000_000;

function parts(link: string) {
  const url = new URL(link, "https://dresdentax.com");
  return { id: url.pathname.split("/").at(-1)!, expires: url.searchParams.get("expires"), signature: url.searchParams.get("signature") };
}

describe("preview links", () => {
  const links = createPreviewLinks(KEY);

  it("are signed for one post and work until they expire", () => {
    const link = links.create(ID, NOW);
    expect(link.startsWith(`${PREVIEW_PATH}/${ID}?expires=`)).toBe(true);
    const { id, expires, signature } = parts(link);
    expect(links.verify(id, expires, signature, NOW)).toBe(true);
    expect(links.verify(id, expires, signature, NOW + PREVIEW_LINK_LIFETIME_MS - 1_000)).toBe(true);
    expect(links.verify(id, expires, signature, NOW + PREVIEW_LINK_LIFETIME_MS + 1_000)).toBe(false);
  });

  it("refuse another post, a moved expiry, another key's signature and junk", () => {
    const { expires, signature } = parts(links.create(ID, NOW));
    expect(links.verify("6650f1c2a4b8e90012345679", expires, signature, NOW)).toBe(false);
    expect(links.verify(ID, String(Number(expires) + 3600), signature, NOW)).toBe(false);
    const other = parts(createPreviewLinks({ id: KEY.id, secret: "c3".repeat(32) }).create(ID, NOW));
    expect(links.verify(ID, other.expires, other.signature, NOW)).toBe(false);
    for (const [id, e, s] of [
      [ID, null, signature],
      [ID, expires, null],
      [ID, "soon", signature],
      [ID, expires, "x"],
      ["../admin", expires, signature],
    ] as const) {
      expect(links.verify(id, e, s, NOW)).toBe(false);
    }
  });

  it("refuse an expiry further ahead than a link is ever made for", () => {
    const far = Math.floor((NOW + 30 * PREVIEW_LINK_LIFETIME_MS) / 1000);
    const derived = createHmac("sha256", Buffer.from(KEY.secret, "hex")).update("dresden-site preview links").digest();
    const forgedWithKey = createHmac("sha256", derived).update(`${ID}.${far}`).digest("base64url");
    expect(links.verify(ID, String(far), forgedWithKey, NOW)).toBe(false);
  });
});

describe("reading drafts with the Admin API", () => {
  it("asks Ghost with an Admin token for a post of any status by uuid or id, body included", async () => {
    const asked: Array<{ url: URL; authorization: string | null }> = [];
    const drafts = createGhostDrafts({
      url: "https://cms.example/",
      key: KEY,
      fetch: async (input, init) => {
        const request = new Request(input, init);
        asked.push({ url: new URL(request.url), authorization: request.headers.get("authorization") });
        return Response.json({
          posts: [{ id: ID, uuid: "u", slug: "draft-post", title: "Draft", status: "draft", html: "<p>Body</p>", tags: [], authors: [] }],
        });
      },
    });
    const uuid = "0b5e9e2c-3f4a-4b6c-8d7e-9f0a1b2c3d4e";
    expect(await drafts.findByUuid(uuid)).toMatchObject({ status: "draft", post: { id: ID, slug: "draft-post", html: "<p>Body</p>" } });
    expect(await drafts.read(ID)).toMatchObject({ status: "draft", post: { title: "Draft" } });
    expect(asked[0]!.url.pathname).toBe("/ghost/api/admin/posts/");
    expect(asked[0]!.url.searchParams.get("filter")).toBe(`uuid:'${uuid}'`);
    expect(asked[1]!.url.pathname).toBe(`/ghost/api/admin/posts/${ID}/`);
    for (const { url, authorization } of asked) {
      expect(url.searchParams.get("formats")).toBe("html");
      expect(authorization).toMatch(/^Ghost [\w-]+\.[\w-]+\.[\w-]+$/);
    }
    // Nothing that is not a uuid or an id reaches Ghost.
    expect(await drafts.findByUuid("uuid:'x',status:published")).toBeNull();
    expect(await drafts.read("../settings")).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it("signs its token as Ghost expects: HS256 over header and payload, audience /admin/, five minutes", () => {
    const token = ghostAdminToken(KEY.id, KEY.secret, 1_000);
    const [header, payload, signature] = token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT", kid: KEY.id });
    expect(JSON.parse(Buffer.from(payload!, "base64url").toString())).toEqual({ iat: 1_000, exp: 1_300, aud: "/admin/" });
    expect(signature).toBe(createHmac("sha256", Buffer.from(KEY.secret, "hex")).update(`${header}.${payload}`).digest("base64url"));
  });
});

describe("isDraftPreviewPath", () => {
  it("knows a preview's paths however the router would still match them", () => {
    for (const path of [
      "/blog/preview/6650f1c2a4b8e90012345678",
      "/blog/preview/6650f1c2a4b8e90012345678.data",
      "/Blog/Preview/6650f1c2a4b8e90012345678",
      "/blog/%70review/6650f1c2a4b8e90012345678",
      "/p/0b5e9e2c-3f4a-4b6c-8d7e-9f0a1b2c3d4e/",
    ]) {
      expect(isDraftPreviewPath(path), path).toBe(true);
    }
    for (const path of ["/", "/blog", "/blog/preview", "/blog/a-post", "/blog/previews-of-2027", "/pricing", "/%"]) {
      expect(isDraftPreviewPath(path), path).toBe(false);
    }
  });
});
