import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "./when-idle";
import { getServerToasts, getToasts, subscribeToasts, TOAST_VISIBLE, type Toast } from "./toast-store";
import { useToastTimer } from "./use-toast-timer";

// ToastItem is outside app/shell/ on purpose: everything in that folder is in every page's shell file,
// and this is fetched once the page is idle.
const loadToastItem = () => import("~/components/ui/ToastItem");
// Without its code (the connection went before it came) a toast still says what it has to say.
const ToastItem = lazy(() => loadToastItem().catch(() => ({ default: PlainToast })));

function PlainToast({ toast }: { toast: Toast }) {
  useToastTimer(toast);
  if (!toast.open) return null;
  return (
    <li
      role={toast.variant === "destructive" ? "alert" : "status"}
      className="rounded-xl border bg-surface p-4 shadow-lg"
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
    </li>
  );
}

/**
 * Renders the newest toasts (three at a time) in a polite live region at the bottom right. The toast's
 * own code is fetched once the page is idle, off the way to the first interaction, and before it is
 * likely to be needed.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  useEffect(() => {
    whenIdle(() => void loadToastItem());
  }, []);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-0 bottom-0 z-[70] w-full max-w-sm p-4"
    >
      <ol className="flex flex-col gap-2">
        <Suspense fallback={null}>
          {toasts.slice(0, TOAST_VISIBLE).map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
