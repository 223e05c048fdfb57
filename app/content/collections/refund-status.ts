import { loadCollection } from "../load.server.ts";

/** content/resources/check-my-refund.yaml, read and checked (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("refundStatus");
