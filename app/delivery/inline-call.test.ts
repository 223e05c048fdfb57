import { describe, expect, it } from "vitest";
import { inlineCall } from "./inline-call";

describe("inlineCall", () => {
  it("calls the function with the settings and the functions passed beside it, from its text alone", () => {
    const seen: unknown[] = [];
    (globalThis as { seen?: unknown[] }).seen = seen;
    const script = inlineCall(
      (settings: { greeting: string }, logic: { shout: (text: string) => string }) => {
        (globalThis as unknown as { seen: unknown[] }).seen.push(logic.shout(settings.greeting));
      },
      { greeting: "hello" },
      { shout: (text: string) => `${text.toUpperCase()}!` },
    );
    new Function(script)();
    expect(seen).toEqual(["HELLO!"]);
  });

  it("keeps a setting from closing the script element, and the value intact", () => {
    const seen: unknown[] = [];
    (globalThis as { seen?: unknown[] }).seen = seen;
    const script = inlineCall(
      (settings: { id: string }) => {
        (globalThis as unknown as { seen: unknown[] }).seen.push(settings.id);
      },
      { id: "</script><b>" },
      {},
    );
    expect(script).not.toMatch(/<\/script/i);
    new Function(script)();
    expect(seen).toEqual(["</script><b>"]);
  });
});
