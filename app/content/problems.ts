/**
 * What is wrong with a content file, said so that the person who edits the file can fix it: the file,
 * the line, the field (as the file names it) and what is wrong. A load collects every problem of every
 * file before it fails, so one build run lists them all.
 */

export interface ContentProblem {
  /** The file as seen from the repository, e.g. `content/services/payroll.md`. */
  file: string;
  /** 1-based line in the file, when the problem sits on one. */
  line?: number;
  /** The field or section as the file names it: `tiers[2].starting_price`, `## What to bring`. */
  field?: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.field ? `${problem.field}: ` : ""}${problem.message}`;
}

/** How a content error's message starts, wherever it surfaces (the build, the dev server's log and page). */
export const CONTENT_ERROR_HEADING = "The site's content has";

/** Thrown by a load that found problems; its message lists each one on a line of its own. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? "a problem" : `${problems.length} problems`;
    super(
      `${CONTENT_ERROR_HEADING} ${count} (content/README.md says how each file is written):\n` +
        problems.map((problem) => `  - ${formatProblem(problem)}`).join("\n"),
    );
    this.name = "ContentError";
    this.problems = problems;
  }
}

/** Collects the problems of one file, so readers of a file can say where without repeating its name. */
export class FileProblems {
  readonly file: string;
  private readonly sink: ContentProblem[];

  constructor(file: string, sink: ContentProblem[]) {
    this.file = file;
    this.sink = sink;
  }

  add(message: string, where: { line?: number; field?: string } = {}): void {
    this.sink.push({ file: this.file, ...where, message });
  }
}
