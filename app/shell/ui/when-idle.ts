/** Runs `callback` once the browser is idle (at once, in a task of its own, where it cannot tell). */
export function whenIdle(callback: () => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback);
  else window.setTimeout(callback, 1);
}
