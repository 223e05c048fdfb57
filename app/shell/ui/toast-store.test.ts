import { describe, expect, it, vi } from "vitest";
import {
  getToasts,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_VISIBLE,
  toast,
  toastReducer,
  type Toast,
} from "./toast-store";

const make = (id: string): Toast => ({ id, title: id, variant: "default", durationMs: 4000, open: true });

describe("the store before any toast", () => {
  it("holds the very array the server renders, so hydrating the toasts needs no second render", async () => {
    vi.resetModules();
    const fresh = await import("./toast-store");
    expect(fresh.getToasts()).toBe(fresh.getServerToasts());
  });
});

describe("toastReducer", () => {
  it("holds the spec's limits", () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_VISIBLE).toBe(3);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(4000);
  });

  it("adds newest first and keeps at most five", () => {
    let toasts: Toast[] = [];
    for (const id of ["a", "b", "c", "d", "e", "f", "g"])
      toasts = toastReducer(toasts, { type: "add", toast: make(id) });
    expect(toasts.map((t) => t.id)).toEqual(["g", "f", "e", "d", "c"]);
  });

  it("updates, dismisses and removes by id or all", () => {
    let toasts = [make("a"), make("b")];
    toasts = toastReducer(toasts, { type: "update", id: "a", patch: { title: "changed" } });
    expect(toasts[0]?.title).toBe("changed");
    toasts = toastReducer(toasts, { type: "dismiss", id: "b" });
    expect(toasts.map((t) => t.open)).toEqual([true, false]);
    toasts = toastReducer(toasts, { type: "dismiss" });
    expect(toasts.every((t) => !t.open)).toBe(true);
    toasts = toastReducer(toasts, { type: "remove", id: "a" });
    expect(toasts.map((t) => t.id)).toEqual(["b"]);
    expect(toastReducer(toasts, { type: "remove" })).toEqual([]);
  });
});

describe("toast", () => {
  it("does not show the same open message twice", () => {
    const first = toast({ title: "Network Error", description: "offline", variant: "destructive" });
    const second = toast({ title: "Network Error", description: "offline", variant: "destructive" });
    expect(second.id).toBe(first.id);
    expect(getToasts().filter((t) => t.title === "Network Error")).toHaveLength(1);
    const other = toast({ title: "Network Error", description: "something else", variant: "destructive" });
    expect(other.id).not.toBe(first.id);
  });
});
