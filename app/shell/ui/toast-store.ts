/**
 * Toast notifications (SPEC sections 4 and 9): add, update, dismiss, remove. At most TOAST_LIMIT are
 * held, the newest first; TOAST_VISIBLE are shown; each closes after its duration (4 s by default).
 */
export const TOAST_LIMIT = 5;
export const TOAST_VISIBLE = 3;
export const TOAST_DEFAULT_DURATION_MS = 4_000;
/** Time a dismissed toast stays in the list while it animates out. */
export const TOAST_REMOVE_DELAY_MS = 300;

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "success" | "destructive";
  durationMs: number;
  open: boolean;
}

export type ToastAction =
  | { type: "add"; toast: Toast }
  | { type: "update"; id: string; patch: Partial<Omit<Toast, "id">> }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

export function toastReducer(toasts: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case "add":
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case "update":
      return toasts.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case "dismiss":
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case "remove":
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id);
  }
}

type Listener = (toasts: readonly Toast[]) => void;
/** No toasts, as the server renders them. The store starts from this very array: a hydrating page
 * whose store still holds it sees no change, so React need not render the toasts again at once. */
const NO_TOASTS: readonly Toast[] = [];
let state: readonly Toast[] = NO_TOASTS;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  for (const listener of listeners) listener(state);
}

function scheduleRemoval(id: string) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => (timers.delete(id), dispatch({ type: "remove", id })), TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  dispatch({ type: "dismiss", id });
  for (const t of state) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

export function toast(input: {
  title: string;
  description?: string;
  variant?: Toast["variant"];
  durationMs?: number;
}) {
  // The same message already on screen is not shown twice (e.g. two loads failing together).
  const same = state.find(
    (t) =>
      t.open &&
      t.title === input.title &&
      t.description === input.description &&
      t.variant === (input.variant ?? "default"),
  );
  if (same) return handle(same.id);
  const id = `toast-${++counter}`;
  dispatch({
    type: "add",
    toast: {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? "default",
      durationMs: input.durationMs ?? TOAST_DEFAULT_DURATION_MS,
      open: true,
    },
  });
  return handle(id);
}

function handle(id: string) {
  return {
    id,
    update: (patch: Partial<Omit<Toast, "id">>) => dispatch({ type: "update", id, patch }),
    dismiss: () => dismissToast(id),
  };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return state;
}

export function getServerToasts(): readonly Toast[] {
  return NO_TOASTS;
}
