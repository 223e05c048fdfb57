/** Longest query read; the search box stops there too (a sentence, not a page of text). */
export const MAX_QUERY_LENGTH = 100;
