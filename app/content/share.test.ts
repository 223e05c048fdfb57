import { describe, expect, it } from "vitest";
import { shareRepeated } from "./share";

describe("shareRepeated", () => {
  it("makes equal objects one object, and keeps every value", () => {
    const link = () => ({ label: "Ohio", url: "https://tax.ohio.gov/" });
    const input = {
      taxes: [
        { id: "a", link: link() },
        { id: "b", link: link() },
      ],
      other: { label: "Ohio", url: "https://x/" },
    };
    const result = shareRepeated(input);
    expect(result).toEqual(input);
    expect(result.taxes[0]!.link).toBe(result.taxes[1]!.link);
    expect(result.other).not.toBe(result.taxes[0]!.link);
    expect(result.taxes[0]).not.toBe(result.taxes[1]);
  });
});
