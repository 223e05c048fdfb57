import { loadCollection } from "../load.ts";

/** content/services/*.md, read and checked (the build embeds the result: app/content/vite-plugin.ts). */
export default loadCollection("services");
