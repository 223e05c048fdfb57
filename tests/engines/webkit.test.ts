// The main paths in WebKit, Safari's engine (Debian's WebKitGTK MiniBrowser), scripts on and off: see suite.ts and main-paths.ts.
import { defineEngineSuite } from "./suite";

defineEngineSuite("webkit");
