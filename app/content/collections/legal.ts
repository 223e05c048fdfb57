import { loadCollection } from "../load.ts";

/** content/legal/*.md, read and checked (the build embeds them: app/content/vite-plugin.ts). */
export default loadCollection("legal");
