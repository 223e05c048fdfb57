import { loadCollection } from "../load.server.ts";

/** content/services/*.md, read and checked (the build embeds the result: app/content/vite-plugin.ts). */
export default loadCollection("services");
