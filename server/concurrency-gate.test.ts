import { describe, expect, it } from "vitest";
import { createConcurrencyGate } from "./concurrency-gate";

describe("concurrency gate", () => {
  it("lets `active` in, lines up `waiting` more in order, and refuses the rest at once", async () => {
    const gate = createConcurrencyGate({ active: 2, waiting: 2 });
    const first = await gate.enter()!;
    const second = await gate.enter()!;
    const order: string[] = [];
    const third = gate.enter()!.then((release) => (order.push("third"), release));
    const fourth = gate.enter()!.then((release) => (order.push("fourth"), release));
    expect(gate.enter()).toBeNull();
    expect([gate.active, gate.waiting]).toEqual([2, 2]);

    first();
    first(); // a second release of the same turn changes nothing
    const thirdRelease = await third;
    expect(order).toEqual(["third"]);
    expect([gate.active, gate.waiting]).toEqual([2, 1]);
    second();
    (await fourth)();
    thirdRelease();
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
    expect(order).toEqual(["third", "fourth"]);
  });

  it("refuses nonsense limits", () => {
    expect(() => createConcurrencyGate({ active: 0, waiting: 1 })).toThrow();
  });
});
