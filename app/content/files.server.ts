/**
 * Reading content files from disk for the collection readers: listing a folder, reading a file, and a
 * problem list per file. Paths in problems are as seen from the working folder (`content/pricing.yaml`).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { FileProblems, type ContentProblem } from "./problems.ts";

export class ContentFiles {
  readonly problems: ContentProblem[] = [];
  private readonly read = new Set<string>();

  /** `dir` is the content folder (absolute); `publicDir` the site's static files, for pictures pages name. */
  readonly dir: string;
  readonly publicDir: string;

  // Fields written out (no parameter properties): Node runs this file as plain TypeScript too (bench/).
  constructor(dir: string, publicDir: string) {
    this.dir = dir;
    this.publicDir = publicDir;
  }

  /** How a file is named in problems: relative to the working folder when inside it. */
  display(relative: string): string {
    const absolute = path.join(this.dir, relative);
    const fromCwd = path.relative(process.cwd(), absolute);
    return fromCwd.startsWith("..") || path.isAbsolute(fromCwd) ? absolute : fromCwd;
  }

  problemsOf(relative: string): FileProblems {
    return new FileProblems(this.display(relative), this.problems);
  }

  /** The files of `folder` ending in `extension`, sorted; a missing folder is a problem. */
  list(folder: string, extension: string): string[] {
    try {
      const found = readdirSync(path.join(this.dir, folder))
        .filter((name) => name.endsWith(extension))
        .sort()
        .map((name) => path.posix.join(folder, name));
      // Listed files are the collection's to read or to report; others in the folder count as unread.
      for (const relative of found) this.read.add(relative);
      return found;
    } catch {
      this.problemsOf(folder).add("this folder is missing");
      return [];
    }
  }

  /** A file's text; a missing file is a problem. */
  text(relative: string): string | undefined {
    this.read.add(relative);
    try {
      return readFileSync(path.join(this.dir, relative), "utf8");
    } catch {
      this.problemsOf(relative).add("this file is missing");
      return undefined;
    }
  }

  /**
   * Reports the files no collection read (a misspelt name or extension would otherwise be ignored),
   * leaving out `ignored` (paths from the content folder: the blog, which has its own reader, and notes).
   */
  reportUnread(ignored: readonly string[]): void {
    const walk = (folder: string): string[] =>
      readdirSync(path.join(this.dir, folder), { withFileTypes: true }).flatMap((entry) => {
        const relative = path.posix.join(folder, entry.name);
        if (ignored.includes(relative) || entry.name.startsWith(".")) return [];
        return entry.isDirectory() ? walk(relative) : [relative];
      });
    for (const relative of walk("")) {
      if (!this.read.has(relative)) {
        this.problemsOf(relative).add(
          "the site does not read this file: check its name and folder (content/README.md lists them)",
        );
      }
    }
  }

  /** Whether the site has a static file at `urlPath` (`/industries/retail.svg`). */
  hasPublicFile(urlPath: string): boolean {
    return existsSync(path.join(this.publicDir, urlPath));
  }
}

/** `content/industries/retail.md` → `retail`. */
export function fileId(relative: string): string {
  return path.posix.basename(relative).replace(/\.[a-z]+$/, "");
}
