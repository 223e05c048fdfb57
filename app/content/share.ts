/**
 * One object for each repeated value: where a content file repeats an object (the same official link
 * under several taxes), the result holds one shared object, as hand-written data would. A page's
 * loader data names a shared object once and refers back to it, so the repeat costs the page nothing.
 */
export function shareRepeated<T>(value: T): T {
  const seen = new Map<string, unknown>();
  const share = (item: unknown): unknown => {
    if (typeof item !== "object" || item === null) return item;
    const shared = Array.isArray(item)
      ? item.map(share)
      : Object.fromEntries(Object.entries(item).map(([key, child]) => [key, share(child)]));
    const key = JSON.stringify(shared);
    if (!seen.has(key)) seen.set(key, shared);
    return seen.get(key);
  };
  return share(value) as T;
}
