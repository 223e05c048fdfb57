import { loadCollection } from "../load.server.ts";

/** content/legal/*.md, read and checked (the build embeds them: app/content/vite-plugin.ts). */
export default loadCollection("legal");
