import { deferredSection } from "~/components/ui/deferred-section";

/**
 * The search boxes of the header's top bar and of the phone menu, as islands (see deferredSection):
 * each is the server's plain GET form, which works before and without JavaScript, and its code (under
 * 1 kB) is not part of the page's own scripts but fetched beside them, as soon as this module runs.
 *
 * At once, not when the box comes on screen: the boxes read the router's state, and while a box waits
 * for its code, every router update (a fetcher loading the next page of news, say) waits with it. The
 * phone menu's box is never on screen on a desktop, so it would wait for ever.
 */
const box = (name: string) => `[data-search-box="${name}"]`;

export const HeaderSearchBox = deferredSection(box("header"), () =>
  import("./SearchForm").then((module) => module.SearchForm),
);
export const MenuSearchBox = deferredSection(box("menu"), () =>
  import("./SearchForm").then((module) => module.SearchForm),
);

if (!import.meta.env.SSR) {
  void HeaderSearchBox.preload();
  void MenuSearchBox.preload();
}
