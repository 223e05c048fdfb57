// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_NETWORK_PROBLEM, TYPING_PAUSE_MS, searchPageScript } from "./search-page-script";

/** The parts of the search page its script uses (search.tsx), with the header's box. */
const pageHtml = (status: string, hits: string, query = "") =>
  `<header><form method="get" action="/search" data-search-box="header"><input type="search" name="q"></form></header>` +
  `<main><form method="get" action="/search" data-search-box="page"><input type="search" name="q" value="${query}"></form>` +
  `<div data-search-results="" aria-busy="false"><p role="status" data-search-status="">${status}</p><div data-search-hits="">${hits}</div></div></main>`;

const answer = (query: string) =>
  `<!DOCTYPE html><html><head><title>Search results for “${query}”</title></head><body>${pageHtml(`1 result for “${query}”.`, `<ol><li><a href="/x">${query}</a></li></ol>`, query)}</body></html>`;

const box = () => document.querySelector<HTMLInputElement>('[data-search-box="page"] input')!;
const statusText = () => document.querySelector("[data-search-status]")!.textContent;
const hitsText = () => document.querySelector("[data-search-hits]")!.textContent;

function type(value: string) {
  box().value = value;
  box().dispatchEvent(new Event("input", { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("runSearchPage (the search page's script)", () => {
  it("follows the box once typing pauses: the results, status, title and address of the last words", async () => {
    vi.useFakeTimers();
    history.replaceState(null, "", "/search?domain=brownco");
    document.body.innerHTML = pageHtml("Type a word or two.", "<p>Popular topics</p>");
    const asked: string[] = [];
    vi.stubGlobal("fetch", (url: URL, init: RequestInit) => {
      asked.push(url.pathname + url.search);
      expect(init.signal).toBeInstanceOf(AbortSignal);
      return Promise.resolve(new Response(answer(url.searchParams.get("q") ?? "")));
    });
    new Function(searchPageScript())();
    type("pay");
    vi.advanceTimersByTime(TYPING_PAUSE_MS - 1);
    type("payroll  "); // a pause starts again; spaces at the end change nothing
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(asked).toEqual(["/search?q=payroll&domain=brownco"]);
    expect(document.querySelector("[data-search-results]")!.getAttribute("aria-busy")).toBe("true");
    await vi.waitFor(() => expect(statusText()).toBe("1 result for “payroll”."));
    expect(hitsText()).toBe("payroll");
    expect(document.title).toBe("Search results for “payroll”");
    expect(location.pathname + location.search).toBe("/search?q=payroll&domain=brownco");
    expect(document.querySelector("[data-search-results]")!.getAttribute("aria-busy")).toBe("false");
    type("payroll");
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    expect(asked).toHaveLength(1); // the same words: nothing to fetch
  });

  it("shows a search sent from the header's box here, with its words in the page's box", async () => {
    history.replaceState(null, "", "/search?q=llc");
    document.body.innerHTML = pageHtml("3 results for “llc”.", "<ol></ol>", "llc");
    vi.stubGlobal("fetch", (url: URL) => Promise.resolve(new Response(answer(url.searchParams.get("q") ?? ""))));
    new Function(searchPageScript())();
    const header = document.querySelector<HTMLFormElement>('[data-search-box="header"]')!;
    header.querySelector("input")!.value = "bookkeeping";
    const sent = new Event("submit", { bubbles: true, cancelable: true });
    header.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    expect(box().value).toBe("bookkeeping");
    await vi.waitFor(() => expect(hitsText()).toBe("bookkeeping"));
    expect(location.search).toBe("?q=bookkeeping");
  });

  it("says so when the results cannot be fetched, and keeps what was shown", async () => {
    vi.useFakeTimers();
    history.replaceState(null, "", "/search");
    document.body.innerHTML = pageHtml("Type a word or two.", "<p>Popular topics</p>");
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    new Function(searchPageScript())();
    type("payroll");
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    await vi.waitFor(() => expect(statusText()).toBe(SEARCH_NETWORK_PROBLEM));
    expect(hitsText()).toBe("Popular topics");
    expect(location.search).toBe("");
  });
});
