import { loadCollection } from "../load.server.ts";

/** content/resources/tax-prep-checklist.yaml, read and checked (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("checklist");
