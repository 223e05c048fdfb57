/** Longest query read; the search box stops there too (a sentence, not a page of text). */
export const MAX_QUERY_LENGTH = 100;

/**
 * Searches per client per minute: a person typing sends one every pause (app/routes/search.tsx), a
 * few a search; each is rendered afresh, the most expensive anonymous request there is.
 */
export const DEFAULT_SEARCH_RATE_PER_MINUTE = 60;
