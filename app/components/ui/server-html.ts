/** Marks an element whose content React leaves as the server wrote it (`ServerHtml`). */
export const SERVER_HTML_ATTRIBUTE = "data-server-html";
