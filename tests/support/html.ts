/**
 * A page's HTML without its `<template>` elements: what the page shows, not the models its scripts copy
 * (the contact form's thank-you panel, the news list's "Load more"). Plain string work, for tests that
 * read a page as the server sent it.
 */
export function outsideTemplates(html: string): string {
  return html.replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, "");
}
