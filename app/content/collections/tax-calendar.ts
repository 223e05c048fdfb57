import { loadCollection } from "../load.server.ts";

/** content/resources/tax-calendar.yaml, read and checked (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("taxCalendar");
