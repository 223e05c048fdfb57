import { inlineCall } from "~/delivery/inline-call";
import { MAX_QUERY_LENGTH } from "~/search/limits";
import { normalizeQuery } from "~/search/text";
import { SEARCH_PATH } from "./SearchForm";

/** Typing pauses this long before the results follow (a request per word, not per key). */
export const TYPING_PAUSE_MS = 250;
/** Said in the page's status when the results could not be fetched (the visitor can send the form). */
export const SEARCH_NETWORK_PROBLEM =
  "We could not search just now. Please check your connection, then press Search.";

export interface SearchPageSettings {
  typingPauseMs: number;
  maxQueryLength: number;
  networkProblem: string;
  searchPath: string;
}

export interface SearchPageLogic {
  normalizeQuery: typeof normalizeQuery;
}

const SETTINGS: SearchPageSettings = {
  typingPauseMs: TYPING_PAUSE_MS,
  maxQueryLength: MAX_QUERY_LENGTH,
  networkProblem: SEARCH_NETWORK_PROBLEM,
  searchPath: SEARCH_PATH,
};

/**
 * The search page's results follow its box as the visitor types, and a search sent from any box on the
 * page (the header's, the phone menu's, its own) shows its results in place, without a page load: the
 * results page for the words is fetched as the server renders it, read in an inert `<template>`, and
 * its status (`[data-search-status]`, a live region, so its words are read out) and results
 * (`[data-search-hits]`) replace this page's; the address and title follow (typing replaces the
 * history entry, a search sent adds one, and back and forward show theirs). While fetching, the results
 * are dimmed and busy; a newer search cancels an older one. Without this script every box is a plain
 * form that loads the results page. Serialised into the page (app/delivery/inline-call.ts), so it
 * stands alone.
 */
export function runSearchPage(settings: SearchPageSettings, logic: SearchPageLogic): void {
  const region = document.querySelector<HTMLElement>("[data-search-results]");
  const status = region?.querySelector("[data-search-status]");
  const hits = region?.querySelector<HTMLElement>("[data-search-hits]");
  const box = document.querySelector<HTMLInputElement>('[data-search-box="page"] input[name="q"]');
  if (!region || !status || !hits || !box || region.hasAttribute("data-search-running")) return;
  region.setAttribute("data-search-running", "");
  const normalize = (value: unknown) =>
    logic.normalizeQuery(typeof value === "string" ? value : "", settings.maxQueryLength);
  const queryOf = (address: string) => normalize(new URL(address).searchParams.get("q"));
  let shown = queryOf(location.href);
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const busy = (on: boolean) => {
    region.setAttribute("aria-busy", String(on));
    hits.classList.toggle("opacity-60", on);
  };

  const show = async (query: string, history: "push" | "replace" | "none") => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const address = new URL(settings.searchPath, location.href);
    if (query) address.searchParams.set("q", query);
    const brand = new URL(location.href).searchParams.get("domain");
    if (brand) address.searchParams.set("domain", brand);
    busy(true);
    try {
      const response = await fetch(address, { signal: current.signal, headers: { Accept: "text/html" } });
      const page = document.createElement("template");
      page.innerHTML = await response.text();
      const fetchedStatus = page.content.querySelector("[data-search-status]");
      const fetchedHits = page.content.querySelector("[data-search-hits]");
      if (!fetchedStatus || !fetchedHits) throw new Error("not a results page");
      status.textContent = fetchedStatus.textContent;
      hits.replaceChildren(...[...fetchedHits.childNodes].map((node) => document.importNode(node, true)));
      const title = page.content.querySelector("title")?.textContent;
      if (title) document.title = title;
      if (history === "push") window.history.pushState(null, "", address);
      if (history === "replace") window.history.replaceState(null, "", address);
      shown = query;
    } catch {
      if (current.signal.aborted) return;
      status.textContent = settings.networkProblem;
    } finally {
      if (controller === current) busy(false);
    }
  };

  box.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const typed = normalize(box.value);
      if (typed !== shown) void show(typed, "replace");
    }, settings.typingPauseMs);
  });

  // Any search box on this page: its results here, and its words in the page's box.
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!region.isConnected || !(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    if (form.method !== "get") return;
    if (new URL(form.action, location.href).pathname !== settings.searchPath) return;
    event.preventDefault();
    clearTimeout(timer);
    const typed = normalize(new FormData(form).get("q"));
    if (form !== box.form) box.value = typed;
    void show(typed, typed === shown ? "none" : "push");
  });

  window.addEventListener("popstate", () => {
    if (!region.isConnected) return;
    const query = queryOf(location.href);
    if (document.activeElement !== box) box.value = query;
    if (query !== shown) void show(query, "none");
  });
}

let script: string | undefined;
/** The search page's script as its HTML runs it, after the results; allowed by its hash. */
export function searchPageScript(): string {
  script ??= inlineCall(runSearchPage, SETTINGS, { normalizeQuery });
  return script;
}
