/**
 * The prep checklist remembers ticks in the visitor's own browser (localStorage), never on our
 * server. The stored value is a JSON array of ticked item ids. Reading it is forgiving: a value
 * from an older checklist, another tab or a hand edit never breaks the page, it just loses what it
 * cannot use.
 */

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

/**
 * Shows the ticks this browser kept from the first paint, and keeps the ticks made before React runs.
 * The page's HTML runs it as soon as the checklist has arrived, long before React hydrates (as the
 * theme's head script does for the theme). It ticks the saved items' boxes (`input[data-checklist-group]`,
 * named by item id) and fills in what counts them from the DOM's data attributes: `[data-checklist-done]`
 * ("all" or a category id) gets the number ticked, `[data-checklist-complete]` (a category id) shows once
 * its category is complete, and `[data-checklist-bar]`, the progress bar, gets its value, text and width.
 * From then on every tick or untick is saved and counted at once, so a visitor on a slow phone who ticks
 * a box in the first seconds keeps it: React's first render in the browser reads the same storage, and
 * hydration finds what it would have drawn. Once React runs, its own change handler saves and draws the
 * same values after this one. Without JavaScript it never runs and the boxes are plain checkboxes. Kept
 * tiny and self-contained; it mirrors readCheckedIds, serializeCheckedIds (checklist order, nothing
 * stored when nothing is ticked), progressOf, percentDone and progressText above.
 */
export const CHECKLIST_BOOT_SCRIPT =
  `(function(){var r=document.getElementById(${JSON.stringify(CHECKLIST_ELEMENT_ID)}),k=${JSON.stringify(CHECKLIST_STORAGE_KEY)},s,i;` +
  `if(!r)return;var b=r.querySelectorAll("input[data-checklist-group]");` +
  `function draw(){var d={all:0},t={all:0},g,n,i;` +
  `for(i=0;i<b.length;i++){g=b[i].getAttribute("data-checklist-group");d[g]=d[g]||0;t[g]=(t[g]||0)+1;t.all++;if(b[i].checked){d[g]++;d.all++}}` +
  `n=r.querySelectorAll("[data-checklist-done]");for(i=0;i<n.length;i++)n[i].textContent=d[n[i].getAttribute("data-checklist-done")]||0;` +
  `n=r.querySelectorAll("[data-checklist-complete]");for(i=0;i<n.length;i++){g=n[i].getAttribute("data-checklist-complete");n[i].hidden=d[g]!==t[g]}` +
  `n=r.querySelector("[data-checklist-bar]");if(n){n.setAttribute("aria-valuenow",d.all);` +
  `n.setAttribute("aria-valuetext",d.all+" of "+t.all+" items gathered");` +
  `n.firstElementChild.style.width=(t.all?Math.floor(d.all/t.all*100):0)+"%"}}` +
  `try{s=JSON.parse(localStorage.getItem(k))}catch(e){}` +
  `if(Array.isArray(s)&&s.length){for(i=0;i<b.length;i++)if(s.indexOf(b[i].name)>=0)b[i].checked=true;draw()}` +
  `r.addEventListener("change",function(e){if(!e.target.hasAttribute("data-checklist-group"))return;var a=[],i;` +
  `for(i=0;i<b.length;i++)if(b[i].checked)a.push(b[i].name);` +
  `try{a.length?localStorage.setItem(k,JSON.stringify(a)):localStorage.removeItem(k)}catch(e){}draw()})})()`;
