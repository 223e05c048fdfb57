/**
 * Page links for post lists (the crawler- and no-JavaScript path through an infinite list): which
 * page numbers to show, and the href of a page.
 */

export type PageItem = number | "gap";

/**
 * Page numbers to link: all of them when there are few, otherwise the first, the last and the
 * pages next to the current one, with gaps between runs. Ascending, without repeats.
 */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), pages);
  if (pages <= 5 + 2 * around) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push("gap");
    items.push(n);
  });
  return items;
}

/** The address of page `page` of a list at `basePath`; page 1 is the list's own address. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
