import { X } from "~/shell/ui/icons";
import { dismissToast, type Toast } from "~/shell/ui/toast-store";
import { useToastTimer } from "~/shell/ui/use-toast-timer";

/** One toast, with its close button; its code is fetched when the page is idle (see Toaster). */
export default function ToastItem({ toast }: { toast: Toast }) {
  useToastTimer(toast);

  const tone =
    toast.variant === "destructive"
      ? "border-red-700 bg-red-700 text-white"
      : toast.variant === "success"
        ? "border-border bg-surface text-fg border-l-4 border-l-primary"
        : "border-border bg-surface text-fg";
  return (
    <li className="pointer-events-auto">
      <div
        role={toast.variant === "destructive" ? "alert" : "status"}
        data-variant={toast.variant}
        className={`toast flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${tone} ${toast.open ? "toast-open" : "toast-closed"}`}
      >
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{toast.title}</p>
          {toast.description && <p className="mt-1 text-sm opacity-90">{toast.description}</p>}
        </div>
        <button
          type="button"
          onClick={() => dismissToast(toast.id)}
          className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100"
          aria-label="Dismiss notification"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
