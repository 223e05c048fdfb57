import { loadCollection } from "../load.server.ts";

/** content/about.md, read and checked (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("about");
