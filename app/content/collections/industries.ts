import { loadCollection } from "../load.server.ts";

/** content/industries/*.md, read and checked, in their order (the build embeds the result: app/content/vite-plugin.ts). */
export default loadCollection("industries");
