/**
 * Which toast (if any) a failed blog load in the browser shows (SPEC section 8, Blog and 404 retry
 * toasts). Pure: the caller says whether the browser is online and whether the request was aborted,
 * so the mapping is testable without a browser.
 */

/** What was being loaded when the failure happened. */
export type BlogLoadKind = "posts" | "post" | "tag-posts" | "tag" | "featured";

export interface BlogToast {
  title: string;
  description?: string;
  variant: "default" | "success" | "destructive";
}

export const NETWORK_ERROR_TOAST: BlogToast = {
  title: "Network Error",
  description: "You appear to be offline. Please check your connection.",
  variant: "destructive",
};

/** A browser security prompt (WebAuthn) that was dismissed or refused surfaces as NotAllowedError. */
export const WEBAUTHN_ERROR_TOAST: BlogToast = {
  title: "WebAuthn Error",
  description: "Your browser did not allow the request. Please try again.",
  variant: "destructive",
};

export const LOAD_ERROR_TOASTS: Readonly<Record<BlogLoadKind, BlogToast>> = {
  posts: {
    title: "Error Loading Posts",
    description: "Unable to load posts. Please try again later.",
    variant: "destructive",
  },
  post: {
    title: "Error Loading Post",
    description: "Unable to load the requested post.",
    variant: "destructive",
  },
  "tag-posts": {
    title: "Error Loading Tag Posts",
    description: "Unable to load posts for this topic. Please try again later.",
    variant: "destructive",
  },
  tag: {
    title: "Error Loading Tag",
    description: "Unable to load this topic. Please try again later.",
    variant: "destructive",
  },
  featured: {
    title: "Error Loading Featured Posts",
    description: "Unable to load featured posts. Please try again later.",
    variant: "destructive",
  },
};

export interface FailureContext {
  /** navigator.onLine at the time of the failure. */
  online: boolean;
  /** True when the request's AbortSignal had fired (the visitor moved on, or a newer load replaced it). */
  aborted?: boolean;
}

function errorName(error: unknown): string {
  if (typeof error === "object" && error !== null && "name" in error && typeof error.name === "string")
    return error.name;
  return "";
}

/** True for errors that only mean the request was cancelled; they never show a toast. */
export function isAbortError(error: unknown): boolean {
  const name = errorName(error);
  return name === "AbortError" || (name === "DOMException" && /abort/i.test(String(error)));
}

/**
 * The toast for a failed browser load, or null when none should show (aborted requests). Offline
 * wins over everything else: it tells the visitor what to do.
 */
export function blogErrorToast(
  kind: BlogLoadKind,
  error: unknown,
  context: FailureContext,
): BlogToast | null {
  if (context.aborted || isAbortError(error)) return null;
  if (!context.online) return NETWORK_ERROR_TOAST;
  if (errorName(error) === "NotAllowedError") return WEBAUTHN_ERROR_TOAST;
  return LOAD_ERROR_TOASTS[kind];
}

/**
 * The toast for data the server answered in a degraded state (the CMS failed): nothing when an older
 * copy was shown ('stale'), the load error when nothing could be loaded ('unavailable').
 */
export function degradedToast(
  kind: BlogLoadKind,
  degraded: "stale" | "unavailable" | null | undefined,
): BlogToast | null {
  return degraded === "unavailable" ? LOAD_ERROR_TOASTS[kind] : null;
}

/** 404 page, long-slug recovery (SPEC section 8, 404 retry toasts). */
export const RETRY_SUCCESS_TOAST: BlogToast = {
  title: "Success!",
  description: "Post found with shorter URL. Redirecting...",
  variant: "success",
};
export const RETRY_FAILED_TOAST: BlogToast = {
  title: "Retry failed",
  description: "Could not find the post with a shorter URL.",
  variant: "destructive",
};
export const RETRY_ERROR_TOAST: BlogToast = {
  title: "Retry error",
  description: "We could not reach the news service. Please try again.",
  variant: "destructive",
};

export type RecoveryOutcome = { found: string } | { found: null } | { error: unknown };

/** The toast for one 'Try Shorter URL' attempt; null for an aborted one. */
export function recoveryToast(outcome: RecoveryOutcome, context: FailureContext): BlogToast | null {
  if ("error" in outcome) {
    if (context.aborted || isAbortError(outcome.error)) return null;
    return context.online ? RETRY_ERROR_TOAST : NETWORK_ERROR_TOAST;
  }
  return outcome.found ? RETRY_SUCCESS_TOAST : RETRY_FAILED_TOAST;
}
