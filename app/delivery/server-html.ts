/** Marks an element whose content React leaves as the server wrote it (`ServerHtml`). */
export const SERVER_HTML_ATTRIBUTE = "data-server-html";

/** Marks a LazyImage's holder in the page (run by lazy-image.ts, without React). */
export const LAZY_IMAGE_ATTRIBUTE = "data-lazy-image";
