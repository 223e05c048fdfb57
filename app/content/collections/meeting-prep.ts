import { loadCollection } from "../load.server.ts";

/** content/meeting-prep.yaml, read and checked (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("meetingPrep");
