import { loadCollection } from "../load.server.ts";

/** content/resources/tax-payment-center.yaml, read and checked (the build embeds it: app/content/vite-plugin.ts). */
export default loadCollection("paymentCenter");
