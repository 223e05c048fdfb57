// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { checklistItemIds } from "./content/checklist";
import {
  CHECKLIST_ELEMENT_ID,
  CHECKLIST_STORAGE_KEY,
  checklistScript,
  percentDone,
  progressOf,
  readCheckedIds,
  serializeCheckedIds,
} from "./checklist-storage";

const ids = ["a", "b", "c", "d"];

describe("readCheckedIds", () => {
  it("reads a stored array, in checklist order, without unknown or repeated ids", () => {
    expect(readCheckedIds('["c","a","zzz","a"]', ids)).toEqual(["a", "c"]);
  });

  it("shrugs off anything that is not a JSON array of strings", () => {
    for (const stored of [null, "", "not json", "{}", '"a"', "42", "[1,2,null]", '{"a":true}']) {
      expect(readCheckedIds(stored, ids)).toEqual([]);
    }
    expect(readCheckedIds('["b", 3, {"x":1}]', ids)).toEqual(["b"]);
  });
});

describe("serializeCheckedIds", () => {
  it("round-trips through readCheckedIds", () => {
    const stored = serializeCheckedIds(new Set(["d", "b", "gone"]), ids);
    expect(stored).toBe('["b","d"]');
    expect(readCheckedIds(stored, ids)).toEqual(["b", "d"]);
  });
});

describe("progress", () => {
  it("counts ticked items in a group", () => {
    expect(progressOf(new Set(["a", "c", "x"]), ids)).toEqual({ done: 2, total: 4 });
    expect(percentDone({ done: 2, total: 4 })).toBe(50);
    expect(percentDone({ done: 1, total: 3 })).toBe(33);
    expect(percentDone({ done: 0, total: 0 })).toBe(0);
  });

  it("works with the real checklist's ids", () => {
    const all = checklistItemIds();
    expect(new Set(all).size).toBe(all.length);
    const stored = serializeCheckedIds(all, all);
    expect(progressOf(new Set(readCheckedIds(stored, all)), all)).toEqual({
      done: all.length,
      total: all.length,
    });
  });
});

/**
 * The script as the page runs it (checklistScript(), serialised), on a small list: group "a" with two
 * items, group "b" with one, and the parts the script finds by their data attributes.
 */
function mount(stored: string | null) {
  localStorage.clear();
  if (stored !== null) localStorage.setItem(CHECKLIST_STORAGE_KEY, stored);
  document.body.innerHTML = `
    <div id="${CHECKLIST_ELEMENT_ID}">
      <span data-checklist-done="all">0</span>
      <div data-checklist-bar role="progressbar" aria-valuenow="0"><div style="width: 0%"></div></div>
      <p data-checklist-note>Tick items as you gather them.</p>
      <div data-checklist-tools hidden>
        <button type="button" data-checklist-print>Print checklist</button>
        <button type="button" data-checklist-clear disabled>Clear</button>
        <button type="button" data-checklist-undo hidden>Undo clear</button>
      </div>
      <span data-checklist-complete="a" hidden></span><span data-checklist-done="a">0</span>
      <span data-checklist-complete="b" hidden></span><span data-checklist-done="b">0</span>
      <input type="checkbox" name="a1" data-checklist-group="a">
      <input type="checkbox" name="a2" data-checklist-group="a">
      <input type="checkbox" name="b1" data-checklist-group="b">
    </div>`;
  new Function(checklistScript())();
  const find = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!;
  return {
    box: (name: string) => find<HTMLInputElement>(`input[name="${name}"]`),
    count: (group: string) => find(`[data-checklist-done="${group}"]`).textContent,
    complete: (group: string) => !find(`[data-checklist-complete="${group}"]`).hidden,
    bar: find("[data-checklist-bar]"),
    clear: find<HTMLButtonElement>("[data-checklist-clear]"),
    undo: find<HTMLButtonElement>("[data-checklist-undo]"),
    print: find<HTMLButtonElement>("[data-checklist-print]"),
    tools: find("[data-checklist-tools]"),
    note: find("[data-checklist-note]"),
    stored: () => localStorage.getItem(CHECKLIST_STORAGE_KEY),
    toggle(name: string) {
      const box = find<HTMLInputElement>(`input[name="${name}"]`);
      box.click(); // ticks it and fires change, as a visitor's tap does
    },
  };
}

describe("the checklist's script", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the saved ticks, counted, with the tools it runs", () => {
    const list = mount('["b1","gone","a2"]');
    expect([list.box("a1").checked, list.box("a2").checked, list.box("b1").checked]).toEqual([false, true, true]);
    expect([list.count("all"), list.count("a"), list.count("b")]).toEqual(["2", "1", "1"]);
    expect([list.complete("a"), list.complete("b")]).toEqual([false, true]);
    expect(list.bar.getAttribute("aria-valuenow")).toBe("2");
    expect(list.bar.getAttribute("aria-valuetext")).toBe("2 of 3 items gathered");
    expect((list.bar.firstElementChild as HTMLElement).style.width).toBe("66%");
    expect(list.tools.hidden).toBe(false);
    expect(list.clear.disabled).toBe(false);
    expect(list.undo.hidden).toBe(true);
    expect(list.note.textContent).toBe("Your ticks are saved in this browser only. Nothing is sent to us.");
    expect(document.getElementById(CHECKLIST_ELEMENT_ID)!.hasAttribute("data-checklist-live")).toBe(true);
  });

  it("saves and counts every tick, in checklist order, and stores nothing once nothing is ticked", () => {
    const list = mount(null);
    expect(list.clear.disabled).toBe(true);
    list.toggle("b1");
    list.toggle("a1");
    expect(list.stored()).toBe('["a1","b1"]');
    expect([list.count("all"), list.count("a"), list.count("b")]).toEqual(["2", "1", "1"]);
    list.toggle("a1");
    list.toggle("b1");
    expect(list.stored()).toBeNull();
    expect(list.count("all")).toBe("0");
    expect(list.clear.disabled).toBe(true);
  });

  it("clears, and undoes the clear, moving focus to the button that takes the other's place", () => {
    const list = mount('["a1","a2"]');
    list.clear.click();
    expect([list.box("a1").checked, list.box("a2").checked]).toEqual([false, false]);
    expect(list.stored()).toBeNull();
    expect([list.clear.hidden, list.undo.hidden]).toEqual([true, false]);
    expect(document.activeElement).toBe(list.undo);
    list.undo.click();
    expect([list.box("a1").checked, list.box("a2").checked]).toEqual([true, true]);
    expect(list.stored()).toBe('["a1","a2"]');
    expect(list.complete("a")).toBe(true);
    expect([list.clear.hidden, list.undo.hidden]).toEqual([false, true]);
    expect(document.activeElement).toBe(list.clear);
    // A tick after a clear ends the chance to undo it.
    list.clear.click();
    list.toggle("b1");
    expect([list.clear.hidden, list.undo.hidden]).toEqual([false, true]);
  });

  it("prints", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    mount(null).print.click();
    expect(print).toHaveBeenCalledOnce();
  });

  it("follows another tab's ticks", () => {
    const list = mount('["a1"]');
    window.dispatchEvent(new StorageEvent("storage", { key: CHECKLIST_STORAGE_KEY, newValue: '["b1"]' }));
    expect([list.box("a1").checked, list.box("b1").checked]).toEqual([false, true]);
    expect(list.count("all")).toBe("1");
    window.dispatchEvent(new StorageEvent("storage", { key: "something-else", newValue: "[]" }));
    expect(list.box("b1").checked).toBe(true);
  });

  it("shrugs off a damaged saved value, and blocked storage", () => {
    expect(mount('["a1",').count("all")).toBe("0");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("denied");
    });
    const list = mount(null);
    list.toggle("a1");
    expect(list.count("all")).toBe("1");
  });

  it("runs once per list", () => {
    const list = mount(null);
    new Function(checklistScript())();
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    list.toggle("a1");
    expect(setItem).toHaveBeenCalledOnce();
  });
});
