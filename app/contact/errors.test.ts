import { describe, expect, it } from "vitest";
import { tooManyRequestsError } from "./errors";

describe("tooManyRequestsError", () => {
  it("speaks in seconds under a minute and a half, in minutes above", () => {
    expect(tooManyRequestsError(42)).toBe(
      "You have sent several messages in a short time. Please try again in 42 seconds, or call us.",
    );
    expect(tooManyRequestsError(2_380)).toBe(
      "You have sent several messages in a short time. Please try again in 40 minutes, or call us.",
    );
  });
});
