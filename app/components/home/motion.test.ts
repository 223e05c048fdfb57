import { describe, expect, it } from "vitest";
import { COUNT_UP_STEPS, countUpValue, parallaxOffset, scrollEdges, wrapIndex } from "./motion";

describe("wrapIndex", () => {
  it("moves forward and back, wrapping at both ends", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -4, 3)).toBe(0);
  });
  it("is 0 for an empty carousel", () => {
    expect(wrapIndex(3, 1, 0)).toBe(0);
  });
});

describe("countUpValue", () => {
  it.each([100, 20, 10, 8])("counts %i up from 0 to exactly its value without going back", (final) => {
    const values = Array.from({ length: COUNT_UP_STEPS + 1 }, (_, step) => countUpValue(final, step, COUNT_UP_STEPS));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(final);
    for (let i = 1; i < values.length; i++) {
      expect(values[i]!).toBeGreaterThanOrEqual(values[i - 1]!);
      expect(values[i]!).toBeLessThanOrEqual(final);
    }
  });
  it("is halfway there well before half the steps (eased out)", () => {
    expect(countUpValue(100, 13, COUNT_UP_STEPS)).toBeGreaterThanOrEqual(50);
    expect(countUpValue(100, 1, COUNT_UP_STEPS)).toBeGreaterThan(0);
    expect(countUpValue(100, 25, COUNT_UP_STEPS)).toBeLessThan(100);
  });
  it("shows the final value past the last step or with no steps", () => {
    expect(countUpValue(100, 80, COUNT_UP_STEPS)).toBe(100);
    expect(countUpValue(100, 0, 0)).toBe(100);
  });
});

describe("scrollEdges", () => {
  it("is at the start only at the left edge", () => {
    expect(scrollEdges(0, 1000, 400)).toEqual({ atStart: true, atEnd: false });
    expect(scrollEdges(200, 1000, 400)).toEqual({ atStart: false, atEnd: false });
  });
  it("is at the end when the last pixel is in view, allowing fractional scroll positions", () => {
    expect(scrollEdges(600, 1000, 400)).toEqual({ atStart: false, atEnd: true });
    expect(scrollEdges(599.5, 1000, 400).atEnd).toBe(true);
    expect(scrollEdges(590, 1000, 400).atEnd).toBe(false);
  });
  it("is at both ends when everything fits", () => {
    expect(scrollEdges(0, 400, 400)).toEqual({ atStart: true, atEnd: true });
  });
});

describe("parallaxOffset", () => {
  it("moves slower than the page and stops past the hero", () => {
    expect(parallaxOffset(0, 800)).toBe(0);
    expect(parallaxOffset(100, 800)).toBe(35);
    expect(parallaxOffset(2000, 800)).toBe(280);
    expect(parallaxOffset(-50, 800)).toBe(0);
  });
});
