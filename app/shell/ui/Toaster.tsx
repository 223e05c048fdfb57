import { ServerHtml } from "~/delivery/ServerHtml";
import { X } from "./icons";

/**
 * Where toasts appear: a list at the bottom right, and the model of one toast, which the shell's script
 * in the head copies for each (runToasts in toasts.ts). Server HTML on every page: React never draws
 * into it, so a page without React shows toasts the same way.
 */
export function Toaster() {
  return (
    <ServerHtml
      as="section"
      everyPage
      aria-label="Notifications"
      data-toasts=""
      className="pointer-events-none fixed right-0 bottom-0 z-[70] w-full max-w-sm p-4"
    >
      <ol className="flex flex-col gap-2" />
      <template data-toast="">
        <li className="pointer-events-auto">
          <div
            data-toast-box=""
            className="toast flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg"
          >
            <div className="min-w-0 flex-1">
              <p data-toast-title="" className="font-semibold" />
              <p data-toast-description="" className="mt-1 text-sm opacity-90" />
            </div>
            <button
              type="button"
              data-toast-close=""
              className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100"
              aria-label="Dismiss notification"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </li>
      </template>
    </ServerHtml>
  );
}
