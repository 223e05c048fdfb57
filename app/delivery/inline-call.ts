/**
 * The text of an inline script that calls `run` with `settings` and `logic`: how the site's own
 * TypeScript runs from a page's HTML, before React and without it (the shell's script in the head, the
 * tax prep checklist's, the third-party loader). The functions go in as their source
 * (`Function.prototype.toString`), so each must stand alone: no imports and no closures over its
 * module, only its arguments and the browser's globals. The settings go in as JSON, with `<` escaped so
 * no value can close the script element.
 */
export function inlineCall<Settings, Logic extends object>(
  run: (settings: Settings, logic: Logic) => void,
  settings: Settings,
  logic: Logic,
): string {
  const functions = Object.entries(logic).map(
    ([name, code]) => `${name}:${(code as () => unknown).toString()}`,
  );
  return `(${run.toString()})(${JSON.stringify(settings).replace(/</g, "\\u003c")},{${functions.join(",")}})`;
}
