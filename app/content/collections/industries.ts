import { loadCollection } from "../load.ts";

/** content/industries/*.md, read and checked, in their order (the build embeds the result: app/content/vite-plugin.ts). */
export default loadCollection("industries");
