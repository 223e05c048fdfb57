import { CheckCircle2, Printer, RotateCcw, Undo2 } from "~/shell/ui/icons";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ChecklistCategory } from "~/resources/content/checklist";
import {
  CHECKLIST_BOOT_SCRIPT,
  CHECKLIST_ELEMENT_ID,
  CHECKLIST_STORAGE_KEY,
  percentDone,
  progressOf,
  progressText,
  readCheckedIds,
  serializeCheckedIds,
} from "~/resources/checklist-storage";
import { ServerHtml } from "~/delivery/ServerHtml";
import { useSite } from "~/site/use-site";

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(CHECKLIST_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes, strict settings): the list still works for this visit.
    return null;
  }
}

function writeStorage(value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(CHECKLIST_STORAGE_KEY);
    else window.localStorage.setItem(CHECKLIST_STORAGE_KEY, value);
  } catch {
    // See readStorage.
  }
}

function ProgressBar({ done, total, id }: { done: number; total: number; id: string }) {
  const percent = percentDone({ done, total });
  return (
    <div
      role="progressbar"
      data-checklist-bar
      aria-labelledby={id}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={done}
      aria-valuetext={progressText({ done, total })}
      className="h-2.5 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset print:hidden"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/**
 * The interactive prep checklist: ticks are kept in this browser's localStorage (never sent to
 * us), with overall and per-category progress, Clear (with undo) and Print. The saved ticks show from
 * the first paint: the page's HTML runs CHECKLIST_BOOT_SCRIPT right after the list, and React's first
 * render in the browser reads the same storage. Without JavaScript the boxes still tick; they are just
 * not remembered.
 */
export function PrepChecklist({ categories }: { categories: readonly ChecklistCategory[] }) {
  const { brand } = useSite();
  const allIds = useMemo(
    () => categories.flatMap((category) => category.items.map((item) => item.id)),
    [categories],
  );
  // The server knows no ticks; the browser starts from the saved ones, as the boot script drew them.
  const [checked, setChecked] = useState<ReadonlySet<string>>(() =>
    import.meta.env.SSR ? new Set() : new Set(readCheckedIds(readStorage(), allIds)),
  );
  const [hydrated, setHydrated] = useState(false);
  const [undoIds, setUndoIds] = useState<readonly string[] | null>(null);

  useEffect(() => {
    setHydrated(true);
    // Another tab ticking boxes keeps this one in step.
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHECKLIST_STORAGE_KEY || event.key === null) {
        setChecked(new Set(readCheckedIds(event.newValue, allIds)));
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [allIds]);

  const save = useCallback(
    (next: ReadonlySet<string>) => {
      setChecked(next);
      writeStorage(next.size === 0 ? null : serializeCheckedIds(next, allIds));
    },
    [allIds],
  );

  const toggle = (id: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    setUndoIds(null);
    save(next);
  };

  const clear = () => {
    setUndoIds([...checked]);
    save(new Set());
  };

  const undo = () => {
    if (undoIds) save(new Set(undoIds));
    setUndoIds(null);
  };

  const overall = progressOf(checked, allIds);

  return (
    <div id={CHECKLIST_ELEMENT_ID} className="grid gap-10 lg:grid-cols-12">
      <aside className="lg:col-span-4 print:hidden" aria-label="Checklist progress and tools">
        <div className="space-y-6 lg:sticky lg:top-28">
          <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
            <p id="checklist-progress-label" className="font-semibold">
              Your progress
            </p>
            <p
              role="status"
              className="mt-1 text-3xl font-bold tabular-nums"
              data-testid="checklist-progress"
            >
              <span data-checklist-done="all">{overall.done}</span>{" "}
              <span className="text-lg font-medium text-fg-muted">of {overall.total} gathered</span>
            </p>
            <div className="mt-3">
              <ProgressBar id="checklist-progress-label" done={overall.done} total={overall.total} />
            </div>
            <p className="mt-3 text-sm text-fg-muted">
              {hydrated
                ? "Your ticks are saved in this browser only. Nothing is sent to us."
                : "Tick items as you gather them."}
            </p>
            {hydrated && (
              <div className="mt-5 flex flex-wrap gap-3">
                <button type="button" className="btn btn-primary" onClick={() => window.print()}>
                  <Printer aria-hidden="true" className="size-4" />
                  Print checklist
                </button>
                {undoIds ? (
                  <button type="button" className="btn btn-outline" onClick={undo}>
                    <Undo2 aria-hidden="true" className="size-4" />
                    Undo clear
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={clear}
                    disabled={overall.done === 0}
                  >
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Clear
                  </button>
                )}
              </div>
            )}
          </div>

          <nav aria-label="Checklist sections" className="hidden lg:block">
            <ul className="space-y-1">
              {categories.map((category) => {
                const progress = progressOf(
                  checked,
                  category.items.map((item) => item.id),
                );
                const complete = progress.done === progress.total;
                return (
                  <li key={category.id}>
                    <a
                      href={`#${category.id}`}
                      className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-muted"
                    >
                      <span className="font-medium">{category.title}</span>
                      <span className="flex items-center gap-1 text-fg-muted tabular-nums">
                        <span data-checklist-complete={category.id} hidden={!complete}>
                          <CheckCircle2 aria-hidden="true" className="size-4 text-primary-ink" />
                        </span>
                        <span data-checklist-done={category.id}>{progress.done}</span>/{progress.total}
                      </span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </aside>

      <div className="space-y-12 lg:col-span-8">
        <div className="hidden border-b border-black pb-3 text-sm print:block">
          <p className="font-semibold">
            {brand.name} · {brand.contact.phone.display} · {brand.domain}
          </p>
          <p>
            <span data-checklist-done="all">{overall.done}</span> of {overall.total} items gathered. Bring
            this list and your documents to your appointment.
          </p>
        </div>
        {categories.map((category) => {
          const progress = progressOf(
            checked,
            category.items.map((item) => item.id),
          );
          return (
            <section key={category.id} aria-labelledby={category.id} className="scroll-mt-28">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border pb-3">
                <h2 id={category.id} className="text-2xl font-semibold">
                  {category.title}
                </h2>
                <p className="text-sm text-fg-muted tabular-nums">
                  <span data-checklist-done={category.id}>{progress.done}</span> of {progress.total} gathered
                </p>
              </div>
              <p className="mt-3 text-fg-muted">{category.summary}</p>
              <ul className="mt-4 space-y-1">
                {category.items.map((item) => {
                  const inputId = `item-${item.id}`;
                  const hintId = `${inputId}-hint`;
                  return (
                    <li key={item.id} className="break-inside-avoid">
                      <div className="flex gap-3 rounded-xl p-3 hover:bg-muted print:p-1.5 print:hover:bg-transparent">
                        <input
                          id={inputId}
                          type="checkbox"
                          name={item.id}
                          data-checklist-group={category.id}
                          checked={checked.has(item.id)}
                          onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                          aria-describedby={item.hint ? hintId : undefined}
                          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--brand-primary-ink)] print:size-4"
                        />
                        {/* The words never change: only the box is React's. */}
                        <ServerHtml>
                          <label htmlFor={inputId} className="cursor-pointer font-medium">
                            {item.label}
                          </label>
                          {item.hint && (
                            <p id={hintId} className="mt-0.5 text-sm text-fg-muted">
                              {item.hint}
                            </p>
                          )}
                        </ServerHtml>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <script
        suppressHydrationWarning
        // Runs once, from the server's HTML, as soon as the list above has arrived; hydration leaves it be.
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CHECKLIST_BOOT_SCRIPT : "" }}
      />
    </div>
  );
}
