import { describe, expect, it } from "vitest";
import {
  LOAD_ERROR_TOASTS,
  blogErrorToast,
  degradedToast,
  isAbortError,
  recoveryToast,
  type BlogLoadKind,
} from "./toasts";

const online = { online: true };
const offline = { online: false };

describe("blogErrorToast", () => {
  it("names what failed to load, with the SPEC's titles", () => {
    const titles: Record<BlogLoadKind, string> = {
      posts: "Error Loading Posts",
      post: "Error Loading Post",
      "tag-posts": "Error Loading Tag Posts",
      tag: "Error Loading Tag",
      featured: "Error Loading Featured Posts",
    };
    for (const [kind, title] of Object.entries(titles) as Array<[BlogLoadKind, string]>) {
      const toast = blogErrorToast(kind, new TypeError("Failed to fetch"), online);
      expect(toast?.title).toBe(title);
      expect(toast?.variant).toBe("destructive");
    }
    expect(blogErrorToast("posts", new Error("500"), online)?.description).toBe(
      "Unable to load posts. Please try again later.",
    );
    expect(blogErrorToast("post", new Error("500"), online)?.description).toBe(
      "Unable to load the requested post.",
    );
  });

  it("says the visitor is offline when the browser is", () => {
    expect(blogErrorToast("posts", new TypeError("Failed to fetch"), offline)).toEqual({
      title: "Network Error",
      description: "You appear to be offline. Please check your connection.",
      variant: "destructive",
    });
  });

  it("shows nothing for aborted requests, online or not", () => {
    const abort = new DOMException("The operation was aborted.", "AbortError");
    expect(blogErrorToast("posts", abort, online)).toBeNull();
    expect(blogErrorToast("posts", abort, offline)).toBeNull();
    expect(blogErrorToast("posts", new Error("anything"), { online: true, aborted: true })).toBeNull();
  });

  it("has its own toast for a refused browser security prompt", () => {
    const refused = new DOMException("The operation is not allowed.", "NotAllowedError");
    expect(blogErrorToast("posts", refused, online)?.title).toBe("WebAuthn Error");
  });

  it("copes with errors that are not Error objects", () => {
    expect(blogErrorToast("tag", "boom", online)?.title).toBe("Error Loading Tag");
    expect(blogErrorToast("tag", null, online)?.title).toBe("Error Loading Tag");
  });
});

describe("isAbortError", () => {
  it("recognises abort errors only", () => {
    expect(isAbortError(new DOMException("x", "AbortError"))).toBe(true);
    expect(isAbortError({ name: "AbortError" })).toBe(true);
    expect(isAbortError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbortError(undefined)).toBe(false);
  });
});

describe("degradedToast", () => {
  it("warns only when nothing could be loaded", () => {
    expect(degradedToast("posts", "unavailable")).toBe(LOAD_ERROR_TOASTS.posts);
    expect(degradedToast("tag-posts", "unavailable")?.title).toBe("Error Loading Tag Posts");
    expect(degradedToast("posts", "stale")).toBeNull();
    expect(degradedToast("posts", undefined)).toBeNull();
  });
});

describe("recoveryToast", () => {
  it("uses the 404 retry toasts", () => {
    expect(recoveryToast({ found: "a-post" }, online)).toMatchObject({
      title: "Success!",
      description: "Post found with shorter URL. Redirecting...",
    });
    expect(recoveryToast({ found: null }, online)).toMatchObject({
      title: "Retry failed",
      description: "Could not find the post with a shorter URL.",
    });
    expect(recoveryToast({ error: new Error("503") }, online)?.title).toBe("Retry error");
  });

  it("says offline when the retry failed for that reason, and nothing when aborted", () => {
    expect(recoveryToast({ error: new TypeError("Failed to fetch") }, offline)?.title).toBe("Network Error");
    expect(recoveryToast({ error: new DOMException("x", "AbortError") }, online)).toBeNull();
  });
});
