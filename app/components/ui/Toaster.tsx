import { lazy, Suspense, useSyncExternalStore } from "react";
import { getServerToasts, getToasts, subscribeToasts, TOAST_VISIBLE } from "./toast-store";

const ToastItem = lazy(() => import("./ToastItem"));

/** Renders the newest toasts (three at a time) in a polite live region at the bottom right. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
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
