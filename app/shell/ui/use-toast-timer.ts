import { useEffect } from "react";
import { dismissToast, type Toast } from "./toast-store";

/** Closes an open toast once its time is up (used by the Toaster's plain toast and by ToastItem). */
export function useToastTimer(toast: Toast) {
  useEffect(() => {
    if (!toast.open) return;
    const timer = setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, toast.open, toast.durationMs]);
}
