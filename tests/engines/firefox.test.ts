// The main paths in Firefox (Debian's firefox-esr), scripts on and off: see suite.ts and main-paths.ts.
import { defineEngineSuite } from "./suite";

defineEngineSuite("firefox");
