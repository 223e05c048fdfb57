import { loadCollection } from "../load.server.ts";

/** content/firm.yaml, read and checked: office hours and the firm's counters (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("firm");
