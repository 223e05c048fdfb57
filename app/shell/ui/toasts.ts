/**
 * Toast notifications (SPEC sections 4 and 9): at most TOAST_LIMIT are held, the newest first;
 * TOAST_VISIBLE are shown; each closes after its duration (4 s by default).
 *
 * They are drawn without React, by the shell's script in the head (runToasts, started by
 * app/shell/layout/behaviours.ts), into the list the layout's `Toaster` writes; so a page without React
 * shows them as a React page does. Anything on a page asks for one with `toast()`, an event on
 * `document`.
 */
export const TOAST_LIMIT = 5;
export const TOAST_VISIBLE = 3;
export const TOAST_DEFAULT_DURATION_MS = 4_000;
/** Time a dismissed toast stays in the list while it fades out. */
export const TOAST_REMOVE_DELAY_MS = 300;
/** The event `toast()` sends on `document`; its detail is a ToastRequest. */
export const TOAST_EVENT = "site:toast";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastRequest {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
  open: boolean;
}

export type ToastAction =
  { type: "add"; toast: Toast } | { type: "dismiss"; id: string } | { type: "remove"; id: string };

/** The list after `action`, holding at most `limit` (TOAST_LIMIT; an argument, as runToasts passes it). */
export function toastReducer(toasts: readonly Toast[], action: ToastAction, limit: number): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...toasts].slice(0, limit);
    case "dismiss":
      return toasts.map((t) => (t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return toasts.filter((t) => t.id !== action.id);
  }
}

/** Shows a toast (from React or from a plain script; the shell's script draws it). */
export function toast(request: ToastRequest): void {
  document.dispatchEvent(new CustomEvent<ToastRequest>(TOAST_EVENT, { detail: request }));
}

export interface ToastSettings {
  event: string;
  limit: number;
  visible: number;
  defaultDurationMs: number;
  removeDelayMs: number;
  /** Each variant's colours, on the toast's box. */
  tones: Record<ToastVariant, string>;
}

/** Class names, written out here so the stylesheet has them. */
const TOAST_TONES: Record<ToastVariant, string> = {
  destructive: "border-red-700 bg-red-700 text-white",
  success: "border-border bg-surface text-fg border-l-4 border-l-primary",
  default: "border-border bg-surface text-fg",
};

export function toastSettings(): ToastSettings {
  return {
    event: TOAST_EVENT,
    limit: TOAST_LIMIT,
    visible: TOAST_VISIBLE,
    defaultDurationMs: TOAST_DEFAULT_DURATION_MS,
    removeDelayMs: TOAST_REMOVE_DELAY_MS,
    tones: TOAST_TONES,
  };
}

/**
 * Draws the toasts asked for on `document` into `[data-toasts] ol`, each a copy of the layout's
 * `template[data-toast]` (Toaster.tsx): a destructive one is an alert, the others a status. The same
 * message already on screen is not shown twice (two loads failing together). Serialised into the page
 * by the shell's script (app/delivery/inline-call.ts), so it stands alone: its only helper comes in
 * `logic`.
 */
export function runToasts(settings: ToastSettings, logic: { toastReducer: typeof toastReducer }): void {
  let toasts: Toast[] = [];
  let counter = 0;
  const drawn = new Map<string, HTMLElement>();

  const draw = () => {
    const list = document.querySelector("[data-toasts] ol");
    const template = document.querySelector<HTMLTemplateElement>("template[data-toast]");
    if (!list || !template) return;
    const shown = toasts.slice(0, settings.visible);
    for (const [id, item] of drawn) {
      if (!shown.some((t) => t.id === id)) {
        item.remove();
        drawn.delete(id);
      }
    }
    // Newest first: a toast not yet drawn is newer than every drawn one, so it goes on top. Those
    // drawn stay where they are, so a screen reader does not hear them again.
    for (const t of shown.toReversed()) {
      let item = drawn.get(t.id);
      if (!item) {
        // A template React drew in the browser holds its children itself, not in `content`.
        const model = template.content.firstElementChild ?? template.firstElementChild;
        item = model?.cloneNode(true) as HTMLElement | undefined;
        if (!item) return;
        const box = item.querySelector<HTMLElement>("[data-toast-box]");
        const title = item.querySelector("[data-toast-title]");
        const description = item.querySelector("[data-toast-description]");
        box?.setAttribute("role", t.variant === "destructive" ? "alert" : "status");
        box?.setAttribute("data-variant", t.variant);
        box?.classList.add(...settings.tones[t.variant].split(" "));
        if (title) title.textContent = t.title;
        if (t.description && description) description.textContent = t.description;
        else description?.remove();
        item.querySelector("[data-toast-close]")?.addEventListener("click", () => dismiss(t.id));
        drawn.set(t.id, item);
        list.prepend(item);
      }
      const box = item.querySelector("[data-toast-box]");
      box?.classList.toggle("toast-open", t.open);
      box?.classList.toggle("toast-closed", !t.open);
    }
  };

  const dispatch = (action: ToastAction) => {
    toasts = logic.toastReducer(toasts, action, settings.limit);
    draw();
  };

  const dismiss = (id: string) => {
    if (!toasts.some((t) => t.id === id && t.open)) return;
    dispatch({ type: "dismiss", id });
    setTimeout(() => dispatch({ type: "remove", id }), settings.removeDelayMs);
  };

  document.addEventListener(settings.event, (event) => {
    const request = (event as CustomEvent<ToastRequest>).detail;
    if (!request || typeof request.title !== "string") return;
    const variant = request.variant ?? "default";
    const same = toasts.some(
      (t) =>
        t.open && t.title === request.title && t.description === request.description && t.variant === variant,
    );
    if (same) return;
    const id = `toast-${++counter}`;
    const durationMs = request.durationMs ?? settings.defaultDurationMs;
    dispatch({
      type: "add",
      toast: { id, title: request.title, description: request.description, variant, durationMs, open: true },
    });
    setTimeout(() => dismiss(id), durationMs);
  });
}
