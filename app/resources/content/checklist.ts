/**
 * Content of /resources/tax-prep-checklist: what to gather before your tax appointment, by category.
 * The words are in content/resources/tax-prep-checklist.yaml (read and checked by
 * app/content/resources.ts). Item ids are stable (the page remembers which boxes a visitor ticked by
 * id), so change a label freely but never reuse or rename an id.
 */
import checklist from "~/content/collections/checklist";
import type { ChecklistContent } from "~/content/resources";

export type ChecklistCategory = ChecklistContent["categories"][number];
/** `id` is unique across the whole checklist, kebab-case; `hint` says where to find it, or why it matters. */
export type ChecklistItem = ChecklistCategory["items"][number];

export const lastReviewed = checklist.lastReviewed;

export const checklistCategories: readonly ChecklistCategory[] = checklist.categories;

export const checklistPage = checklist;

/** Every item id on the checklist, in order. */
export function checklistItemIds(categories: readonly ChecklistCategory[] = checklistCategories): string[] {
  return categories.flatMap((category) => category.items.map((item) => item.id));
}

/** Progress through the checklist, counting only ids that still exist (old saved ids are ignored). */
export function checklistProgress(
  checkedIds: Iterable<string>,
  categories: readonly ChecklistCategory[] = checklistCategories,
): { done: number; total: number } {
  const all = new Set(checklistItemIds(categories));
  let done = 0;
  for (const id of new Set(checkedIds)) if (all.has(id)) done++;
  return { done, total: all.size };
}
