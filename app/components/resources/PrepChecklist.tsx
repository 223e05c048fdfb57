import { CheckCircle2, Printer, RotateCcw, Undo2 } from "~/shell/ui/icons";
import type { ChecklistCategory } from "~/resources/content/checklist";
import {
  CHECKLIST_ELEMENT_ID,
  checklistScript,
  progressText,
  startChecklist,
} from "~/resources/checklist-storage";
import { BlockScript } from "~/delivery/BlockScript";
import { ServerHtml } from "~/delivery/ServerHtml";
import { useSite } from "~/site/use-site";

/** The progress bar as the server draws it, before any tick; the checklist's script moves it. */
function ProgressBar({ total, id }: { total: number; id: string }) {
  return (
    <div
      role="progressbar"
      data-checklist-bar
      aria-labelledby={id}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={0}
      aria-valuetext={progressText({ done: 0, total })}
      className="h-2.5 overflow-hidden rounded-full bg-muted ring-1 ring-border ring-inset print:hidden"
    >
      <div
        className="h-full rounded-full bg-primary transition-[width] duration-300"
        style={{ width: "0%" }}
      />
    </div>
  );
}

/**
 * The interactive prep checklist: ticks are kept in this browser's localStorage (never sent to us),
 * with overall and per-category progress, Clear (with undo) and Print. React only draws it, as the
 * server wrote it, before any tick: everything it does is the checklist's script (`runChecklist`), so
 * the saved ticks show and every control works from the first paint, and React hydrates none of it.
 * Without JavaScript the boxes still tick; they are just not remembered, and the tools, which need the
 * script, stay hidden.
 */
export function PrepChecklist({ categories }: { categories: readonly ChecklistCategory[] }) {
  const { brand } = useSite();
  const total = categories.reduce((sum, category) => sum + category.items.length, 0);
  return (
    <ServerHtml id={CHECKLIST_ELEMENT_ID} className="grid gap-10 lg:grid-cols-12">
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
              <span data-checklist-done="all">0</span>{" "}
              <span className="text-lg font-medium text-fg-muted">of {total} gathered</span>
            </p>
            <div className="mt-3">
              <ProgressBar id="checklist-progress-label" total={total} />
            </div>
            <p className="mt-3 text-sm text-fg-muted" data-checklist-note>
              Tick items as you gather them.
            </p>
            <div className="mt-5 flex flex-wrap gap-3" data-checklist-tools hidden>
              <button type="button" className="btn btn-primary" data-checklist-print>
                <Printer aria-hidden="true" className="size-4" />
                Print checklist
              </button>
              <button type="button" className="btn btn-outline" data-checklist-clear disabled>
                <RotateCcw aria-hidden="true" className="size-4" />
                Clear
              </button>
              <button type="button" className="btn btn-outline" data-checklist-undo hidden>
                <Undo2 aria-hidden="true" className="size-4" />
                Undo clear
              </button>
            </div>
          </div>

          <nav aria-label="Checklist sections" className="hidden lg:block">
            <ul className="space-y-1">
              {categories.map((category) => (
                <li key={category.id}>
                  <a
                    href={`#${category.id}`}
                    className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-muted"
                  >
                    <span className="font-medium">{category.title}</span>
                    <span className="flex items-center gap-1 text-fg-muted tabular-nums">
                      <span data-checklist-complete={category.id} hidden>
                        <CheckCircle2 aria-hidden="true" className="size-4 text-primary-ink" />
                      </span>
                      <span>
                        <span data-checklist-done={category.id}>0</span>/{category.items.length}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
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
            <span data-checklist-done="all">0</span> of {total} items gathered. Bring this list and your
            documents to your appointment.
          </p>
        </div>
        {categories.map((category) => (
          <section key={category.id} aria-labelledby={category.id} className="scroll-mt-28">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border pb-3">
              <h2 id={category.id} className="text-2xl font-semibold">
                {category.title}
              </h2>
              <p className="text-sm text-fg-muted tabular-nums">
                <span data-checklist-done={category.id}>0</span> of {category.items.length} gathered
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
                        aria-describedby={item.hint ? hintId : undefined}
                        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-[var(--brand-primary-ink)] print:size-4"
                      />
                      <div>
                        <label htmlFor={inputId} className="cursor-pointer font-medium">
                          {item.label}
                        </label>
                        {item.hint && (
                          <p id={hintId} className="mt-0.5 text-sm text-fg-muted">
                            {item.hint}
                          </p>
                        )}
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <BlockScript script={checklistScript} start={startChecklist} />
    </ServerHtml>
  );
}
