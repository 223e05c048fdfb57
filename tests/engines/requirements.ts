/**
 * What the Firefox and WebKit main paths need on the machine: Debian's packages, by the files they
 * install. Plain Node (no browser driver imported), so scripts/test.ts can ask before running them.
 */
import { existsSync } from "node:fs";

export const ENGINES = ["firefox", "webkit"] as const;
export type EngineName = (typeof ENGINES)[number];

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB_PATH = "/usr/bin/Xvfb";

const REQUIREMENTS: Record<EngineName, readonly { path: string; debianPackage: string }[]> = {
  firefox: [{ path: FIREFOX_PATH, debianPackage: "firefox-esr" }],
  webkit: [
    { path: WEBKIT_DRIVER_PATH, debianPackage: "webkit2gtk-driver" },
    { path: MINIBROWSER_PATH, debianPackage: "webkit2gtk-driver" },
    { path: XVFB_PATH, debianPackage: "xvfb" },
  ],
};

/** The Debian packages missing for these engines (empty when everything is installed). */
export function missingEnginePackages(engines: readonly EngineName[] = ENGINES): string[] {
  const missing = engines.flatMap((engine) =>
    REQUIREMENTS[engine].filter(({ path }) => !existsSync(path)).map(({ debianPackage }) => debianPackage),
  );
  return [...new Set(missing)];
}

export function installCommand(packages: readonly string[]): string {
  return `apt-get update && apt-get install -y ${packages.join(" ")}`;
}
