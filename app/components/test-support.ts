import { vi } from "vitest";

/** One IntersectionObserver a script made, as `stubIntersectionObserver` records it. */
export interface FakeIntersectionObserver {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[];
  disconnected: boolean;
}

/**
 * Stands in for IntersectionObserver, which jsdom lacks: every observer a script makes is added to the
 * list returned, so a test can see what it watches and report entries through its callback.
 */
export function stubIntersectionObserver(): FakeIntersectionObserver[] {
  const made: FakeIntersectionObserver[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      fake: FakeIntersectionObserver;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.fake = { callback, options, targets: [], disconnected: false };
        made.push(this.fake);
      }
      observe(target: Element) {
        this.fake.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.fake.disconnected = true;
      }
      takeRecords() {
        return [];
      }
    },
  );
  return made;
}
