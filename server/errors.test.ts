import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentError } from "../app/content/problems.ts";
import { finalErrorHandler, SERVER_ERROR_TEXT, showContentErrors } from "./errors";

async function answer(error: Error): Promise<{ status: number; text: string }> {
  const app = express();
  app.get("/page", () => {
    throw error;
  });
  app.use(showContentErrors);
  app.use(finalErrorHandler);
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/page`);
    return { status: response.status, text: await response.text() };
  } finally {
    server.close();
  }
}

afterEach(() => vi.restoreAllMocks());

describe("showContentErrors (development)", () => {
  it("answers a content error with the file, line and field that are wrong", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = new ContentError([
      { file: "content/pricing.yaml", line: 12, field: "tiers[1].starting_price", message: "is missing" },
    ]);
    const { status, text } = await answer(error);
    expect(status).toBe(500);
    expect(text).toContain("content/pricing.yaml:12: tiers[1].starting_price: is missing");
    expect(text).toContain("Fix the file, save it and reload this page.");
  });

  it("leaves every other error to the plain answer", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await answer(new Error("database is locked"))).toEqual({ status: 500, text: SERVER_ERROR_TEXT });
  });
});
