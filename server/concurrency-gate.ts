/**
 * At most `active` holders at once, up to `waiting` more in line (first come, first served), and
 * beyond that a refusal at once: for work whose cost is memory held per request, so a flood of
 * requests queues or is refused instead of adding up.
 */
export interface ConcurrencyGate {
  /** A release function once it is this caller's turn, or null when the line is full. */
  enter(): Promise<() => void> | null;
  readonly active: number;
  readonly waiting: number;
}

export function createConcurrencyGate(limits: { active: number; waiting: number }): ConcurrencyGate {
  if (!(limits.active >= 1) || !(limits.waiting >= 0)) throw new Error(`invalid gate ${JSON.stringify(limits)}`);
  let active = 0;
  const line: Array<() => void> = [];

  function admit(): () => void {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      const next = line.shift();
      if (next) next();
    };
  }

  return {
    enter() {
      if (active < limits.active) return Promise.resolve(admit());
      if (line.length >= limits.waiting) return null;
      return new Promise((resolve) => line.push(() => resolve(admit())));
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
