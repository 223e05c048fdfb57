// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppFailure, STARTUP_FAILURE_TITLE } from "./root";

afterEach(cleanup);

describe("startup failure page", () => {
  it("says there was a problem loading the application and offers Reload Page", () => {
    render(
      <MemoryRouter>
        <AppFailure />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(STARTUP_FAILURE_TITLE);
    expect(STARTUP_FAILURE_TITLE).toBe("There was a problem loading the application");
  });

  it("Reload Page is a link to this very address, so it works with or without JavaScript", () => {
    render(
      <MemoryRouter initialEntries={["/services/payroll?domain=payroll"]}>
        <AppFailure />
      </MemoryRouter>,
    );
    const reload = screen.getByRole("link", { name: "Reload Page" });
    expect(reload.getAttribute("href")).toBe("/services/payroll?domain=payroll");
  });
});
