import { loadCollection } from "../load.server.ts";

/** content/home.yaml, read and checked: each brand's home page (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("home");
