import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToasts, TOAST_VISIBLE } from "./toast-store";

const loadToastItem = () => import("./ToastItem");
const ToastItem = lazy(loadToastItem);

/**
 * Renders the newest toasts (three at a time) in a polite live region at the bottom right. The toast's
 * own code is fetched once the page is idle, off the way to the first interaction, and before it can
 * be needed: a toast often says the connection is gone.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadToastItem());
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
