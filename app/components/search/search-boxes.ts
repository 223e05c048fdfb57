import { deferredSection } from "~/components/ui/deferred-section";

/**
 * The search boxes of the header's top bar and of the phone menu, as islands (see deferredSection):
 * each is the server's plain GET form, which works before and without JavaScript, and its code loads
 * only once it is on screen (after the page is interactive), so the page's own scripts stay small.
 */
const box = (name: string) => `[data-search-box="${name}"]`;

export const HeaderSearchBox = deferredSection(box("header"), () =>
  import("./SearchForm").then((module) => module.SearchForm),
);
export const MenuSearchBox = deferredSection(box("menu"), () =>
  import("./SearchForm").then((module) => module.SearchForm),
);
