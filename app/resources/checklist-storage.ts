/**
 * The prep checklist remembers ticks in the visitor's own browser (localStorage), never on our
 * server. The stored value is a JSON array of ticked item ids. Reading it is forgiving: a value
 * from an older checklist, another tab or a hand edit never breaks the page, it just loses what it
 * cannot use.
 */
import { inlineCall } from "~/delivery/inline-call";

export const CHECKLIST_STORAGE_KEY = "tax-prep-checklist";
/** The element id of the checklist (components/resources/PrepChecklist.tsx), which the boot script looks in. */
export const CHECKLIST_ELEMENT_ID = "prep-checklist";

/** Ids from a stored value that are still on the checklist, in checklist order. */
export function readCheckedIds(stored: string | null, knownIds: readonly string[]): string[] {
  if (!stored) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const wanted = new Set(parsed.filter((value): value is string => typeof value === "string"));
  return knownIds.filter((id) => wanted.has(id));
}

/** The value to store for these ticks, in checklist order, unknown ids dropped. */
export function serializeCheckedIds(checked: Iterable<string>, knownIds: readonly string[]): string {
  const set = new Set(checked);
  return JSON.stringify(knownIds.filter((id) => set.has(id)));
}

/** Done and total, overall and for a group of ids (a category). */
export function progressOf(
  checked: ReadonlySet<string>,
  ids: readonly string[],
): { done: number; total: number } {
  let done = 0;
  for (const id of ids) if (checked.has(id)) done++;
  return { done, total: ids.length };
}

/** Whole percent for a progress bar; 0 for an empty list. */
export function percentDone({ done, total }: { done: number; total: number }): number {
  return total === 0 ? 0 : Math.floor((done / total) * 100);
}

/** What the progress bar says to screen readers. */
export function progressText({ done, total }: { done: number; total: number }): string {
  return `${done} of ${total} items gathered`;
}

/** What the checklist's script finds in the page and stores under. */
export interface ChecklistSettings {
  storageKey: string;
  elementId: string;
}

/** The pure functions above, handed to the script (which, serialised into the page, can import nothing). */
export interface ChecklistLogic {
  readCheckedIds: typeof readCheckedIds;
  serializeCheckedIds: typeof serializeCheckedIds;
  progressOf: typeof progressOf;
  percentDone: typeof percentDone;
  progressText: typeof progressText;
}

export const CHECKLIST_SETTINGS: ChecklistSettings = {
  storageKey: CHECKLIST_STORAGE_KEY,
  elementId: CHECKLIST_ELEMENT_ID,
};
export const CHECKLIST_LOGIC: ChecklistLogic = {
  readCheckedIds,
  serializeCheckedIds,
  progressOf,
  percentDone,
  progressText,
};

/**
 * Everything the checklist does in the browser; React draws it and leaves it alone. The server's HTML
 * runs it (CHECKLIST_SCRIPT) as soon as the list has arrived, so from the first paint it shows the saved
 * ticks, saves and counts every tick, and runs Print, Clear and Undo; a list drawn in-app runs it from an
 * effect. Once per list (`data-checklist-live`). It finds its parts by data attributes: the boxes
 * (`input[data-checklist-group]`, named by item id), the counts (`[data-checklist-done]`, "all" or a
 * category id), a category's complete mark (`[data-checklist-complete]`), the progress bar
 * (`[data-checklist-bar]`), the tools (`[data-checklist-tools]`, hidden until this runs, with
 * `[data-checklist-print]`, `[data-checklist-clear]` and `[data-checklist-undo]`) and the note under the
 * progress (`[data-checklist-note]`). Storage can be blocked (private modes, strict settings): the list
 * then still works for this visit. Another tab ticking boxes keeps this one in step. Serialised into the
 * page, so it stands alone: what it needs comes in its arguments.
 */
export function runChecklist(settings: ChecklistSettings, logic: ChecklistLogic): void {
  const root = document.getElementById(settings.elementId);
  if (!root || root.hasAttribute("data-checklist-live")) return;
  root.setAttribute("data-checklist-live", "");
  const boxes = [...root.querySelectorAll<HTMLInputElement>("input[data-checklist-group]")];
  const ids = boxes.map((box) => box.name);
  const find = <T extends HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const clearButton = find<HTMLButtonElement>("[data-checklist-clear]");
  const undoButton = find<HTMLButtonElement>("[data-checklist-undo]");
  /** The ticks a Clear took away, while it can be undone. */
  let undoIds: string[] | null = null;

  const ticked = () => boxes.filter((box) => box.checked).map((box) => box.name);
  const stored = () => {
    try {
      return localStorage.getItem(settings.storageKey);
    } catch {
      return null;
    }
  };
  const save = () => {
    const now = ticked();
    try {
      if (now.length === 0) localStorage.removeItem(settings.storageKey);
      else localStorage.setItem(settings.storageKey, logic.serializeCheckedIds(now, ids));
    } catch {
      // See stored().
    }
  };
  const draw = () => {
    const checked = new Set(ticked());
    const groupIds = (group: string) =>
      group === "all"
        ? ids
        : boxes.filter((box) => box.getAttribute("data-checklist-group") === group).map((box) => box.name);
    for (const count of root.querySelectorAll("[data-checklist-done]")) {
      count.textContent = String(
        logic.progressOf(checked, groupIds(count.getAttribute("data-checklist-done")!)).done,
      );
    }
    for (const mark of root.querySelectorAll<HTMLElement>("[data-checklist-complete]")) {
      const progress = logic.progressOf(checked, groupIds(mark.getAttribute("data-checklist-complete")!));
      mark.hidden = progress.done !== progress.total;
    }
    const overall = logic.progressOf(checked, ids);
    const bar = find("[data-checklist-bar]");
    if (bar) {
      bar.setAttribute("aria-valuenow", String(overall.done));
      bar.setAttribute("aria-valuetext", logic.progressText(overall));
      (bar.firstElementChild as HTMLElement | null)?.style.setProperty(
        "width",
        `${logic.percentDone(overall)}%`,
      );
    }
    if (clearButton) {
      clearButton.hidden = undoIds !== null;
      clearButton.disabled = overall.done === 0;
    }
    if (undoButton) undoButton.hidden = undoIds === null;
  };
  const tick = (wanted: readonly string[]) => {
    for (const box of boxes) box.checked = wanted.includes(box.name);
  };

  const saved = logic.readCheckedIds(stored(), ids);
  if (saved.length > 0) tick(saved);
  draw();
  root.addEventListener("change", (event) => {
    if (!(event.target instanceof Element) || !event.target.hasAttribute("data-checklist-group")) return;
    undoIds = null;
    save();
    draw();
  });
  find("[data-checklist-print]")?.addEventListener("click", () => window.print());
  clearButton?.addEventListener("click", () => {
    undoIds = ticked();
    tick([]);
    save();
    draw();
    undoButton?.focus();
  });
  undoButton?.addEventListener("click", () => {
    tick(undoIds ?? []);
    undoIds = null;
    save();
    draw();
    clearButton?.focus();
  });
  const onStorage = (event: StorageEvent) => {
    if (!root.isConnected) return window.removeEventListener("storage", onStorage);
    if (event.key !== settings.storageKey && event.key !== null) return;
    tick(logic.readCheckedIds(event.newValue, ids));
    draw();
  };
  window.addEventListener("storage", onStorage);
  const tools = find("[data-checklist-tools]");
  if (tools) tools.hidden = false;
  const note = find("[data-checklist-note]");
  if (note) note.textContent = "Your ticks are saved in this browser only. Nothing is sent to us.";
}

/** For a list React drew in-app (PrepChecklist's BlockScript): the same script, run from an effect. */
export function startChecklist(): void {
  runChecklist(CHECKLIST_SETTINGS, CHECKLIST_LOGIC);
}

let script: string | undefined;
/**
 * The checklist's script as the server's HTML runs it, right after the list; allowed by its hash. A
 * function, so the browser's bundle, which never calls it, drops it.
 */
export function checklistScript(): string {
  script ??= inlineCall(runChecklist, CHECKLIST_SETTINGS, CHECKLIST_LOGIC);
  return script;
}
