/**
 * The prep checklist remembers ticks in the visitor's own browser (localStorage), never on our
 * server. The stored value is a JSON array of ticked item ids. Reading it is forgiving: a value
 * from an older checklist, another tab or a hand edit never breaks the page, it just loses what it
 * cannot use.
 */

export const CHECKLIST_STORAGE_KEY = "tax-prep-checklist";

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
