// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shellBehavioursScript } from "~/shell/layout/behaviours";
import {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_VISIBLE,
  toast,
  toastReducer,
  type Toast,
} from "./toasts";

const make = (id: string): Toast => ({ id, title: id, variant: "default", durationMs: 4000, open: true });

describe("toastReducer", () => {
  it("holds the spec's limits", () => {
    expect(TOAST_LIMIT).toBe(5);
    expect(TOAST_VISIBLE).toBe(3);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(4000);
  });

  it("adds newest first and keeps at most five", () => {
    let toasts: Toast[] = [];
    for (const id of ["a", "b", "c", "d", "e", "f", "g"])
      toasts = toastReducer(toasts, { type: "add", toast: make(id) }, TOAST_LIMIT);
    expect(toasts.map((t) => t.id)).toEqual(["g", "f", "e", "d", "c"]);
  });

  it("dismisses and removes by id", () => {
    let toasts = [make("a"), make("b")];
    toasts = toastReducer(toasts, { type: "dismiss", id: "b" }, TOAST_LIMIT);
    expect(toasts.map((t) => t.open)).toEqual([true, false]);
    toasts = toastReducer(toasts, { type: "remove", id: "a" }, TOAST_LIMIT);
    expect(toasts.map((t) => t.id)).toEqual(["b"]);
  });
});

/** The layout's list and model (Toaster.tsx), as the server writes them. */
const TOASTER_HTML = `<section aria-label="Notifications" data-toasts=""><ol></ol><template data-toast=""><li><div data-toast-box="" class="toast"><div><p data-toast-title=""></p><p data-toast-description=""></p></div><button type="button" data-toast-close="" aria-label="Dismiss notification"></button></div></li></template></section>`;

const items = () => [...document.querySelectorAll("[data-toasts] ol > li")];
const titles = () => items().map((item) => item.querySelector("[data-toast-title]")?.textContent);

describe("the shell's script draws toasts (runToasts)", () => {
  beforeAll(() => {
    vi.useFakeTimers();
    // Once per document, as the page's head runs it.
    new Function(shellBehavioursScript())();
    vi.useRealTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  it("draws a toast from the model: an error is an alert, other news a status; it closes after its time", () => {
    vi.useFakeTimers();
    document.body.innerHTML = TOASTER_HTML;
    toast({ title: "Error sending message", description: "Please try again later.", variant: "destructive" });
    toast({ title: "Message sent successfully", variant: "success", durationMs: 8_000 });
    expect(titles()).toEqual(["Message sent successfully", "Error sending message"]);
    const [success, error] = items().map((item) => item.querySelector<HTMLElement>("[data-toast-box]")!);
    expect(error!.getAttribute("role")).toBe("alert");
    expect(error!.classList.contains("bg-red-700")).toBe(true);
    expect(error!.querySelector("[data-toast-description]")?.textContent).toBe("Please try again later.");
    expect(success!.getAttribute("role")).toBe("status");
    // No description: no empty paragraph.
    expect(success!.querySelector("[data-toast-description]")).toBeNull();
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(error!.classList.contains("toast-closed")).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(titles()).toEqual(["Message sent successfully"]);
    vi.advanceTimersByTime(8_000 - TOAST_DEFAULT_DURATION_MS - TOAST_REMOVE_DELAY_MS);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(items()).toEqual([]);
  });

  it("shows three at a time, newest on top, and not the same open message twice", () => {
    vi.useFakeTimers();
    document.body.innerHTML = TOASTER_HTML;
    toast({ title: "Network Error", description: "offline", variant: "destructive" });
    toast({ title: "Network Error", description: "offline", variant: "destructive" });
    expect(titles()).toEqual(["Network Error"]);
    const first = items()[0];
    for (const title of ["b", "c", "d"]) toast({ title });
    expect(titles()).toEqual(["d", "c", "b"]);
    toast({ title: "c" });
    expect(titles()).toEqual(["d", "c", "b"]);
    // The ones still shown are the same elements (a screen reader does not hear them again).
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS + TOAST_REMOVE_DELAY_MS);
    expect(items()).toEqual([]);
    expect(first?.isConnected).toBe(false);
  });

  it("closes a toast when its button is pressed", () => {
    vi.useFakeTimers();
    document.body.innerHTML = TOASTER_HTML;
    toast({ title: "Success!" });
    items()[0]!.querySelector<HTMLButtonElement>("[data-toast-close]")!.click();
    expect(items()[0]!.querySelector("[data-toast-box]")!.classList.contains("toast-closed")).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(items()).toEqual([]);
  });
});
