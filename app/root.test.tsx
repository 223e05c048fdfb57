// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppFailure, STARTUP_FAILURE_TITLE } from "./root";

afterEach(cleanup);

describe("startup failure page", () => {
  it("says there was a problem loading the application and offers Reload Page", () => {
    render(<AppFailure />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(STARTUP_FAILURE_TITLE);
    expect(STARTUP_FAILURE_TITLE).toBe("There was a problem loading the application");
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
  });

  it("reloads the page when Reload Page is pressed", () => {
    const reload = vi.fn();
    Object.defineProperty(window, "location", { value: { ...window.location, reload }, configurable: true });
    render(<AppFailure />);
    screen.getByRole("button", { name: "Reload Page" }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
