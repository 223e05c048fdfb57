import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False during server rendering and hydration, true afterwards: controls that need JavaScript show then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
