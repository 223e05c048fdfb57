/**
 * YAML in content files (whole `.yaml` files and Markdown front matter), checked against a zod schema.
 * Files name their fields in snake_case (`starting_price`), as the blog's front matter does; code reads
 * them in camelCase (`startingPrice`). Schemas are written in the file's names, so a problem names the
 * field as the file does, with its line.
 */
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type YAMLError,
} from "yaml";
import type { z } from "zod";
import { resolvePlaceholders, type PlaceholderRules } from "./placeholders.ts";
import type { ContentFiles } from "./files.server.ts";
import type { FileProblems } from "./problems.ts";

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** A value as code sees it: every object key in camelCase. */
export type Camelized<T> = T extends readonly unknown[]
  ? { readonly [I in keyof T]: Camelized<T[I]> }
  : T extends object
    ? { readonly [K in keyof T as K extends string ? CamelCase<K> : K]: Camelized<T[K]> }
    : T;

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

export function camelize<T>(value: T): Camelized<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => camelize(item)) as Camelized<T>;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [camelCase(key), camelize(item)]),
    ) as Camelized<T>;
  }
  return value as Camelized<T>;
}

/** `tiers[2].starting_price`: a field path the way a reader of the file counts (items from 1). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === "number" ? `[${part + 1}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
}

/** The line of the deepest node on `path` that exists (a missing field is reported at its parent). */
function lineOf(
  doc: Document,
  lines: LineCounter,
  path: readonly PropertyKey[],
  key?: string,
): number | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (key !== undefined && depth === path.length && isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return lines.linePos(range[0]).line;
    }
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return undefined;
}

/** The field path of a node from the visitor's ancestors (`tiers[2].name`). */
function fieldOf(ancestors: readonly unknown[], node: unknown): string {
  const chain = [...ancestors, node];
  const parts: PropertyKey[] = [];
  chain.forEach((ancestor, index) => {
    const child = chain[index + 1];
    if (child === undefined) return;
    if (isPair(ancestor) && child === ancestor.value && isScalar(ancestor.key))
      parts.push(String(ancestor.key.value));
    if (isSeq(ancestor)) parts.push(ancestor.items.indexOf(child as never));
  });
  return fieldPath(parts);
}

/** What usually causes a YAML error in a content file, said for whoever edits it. */
const YAML_HINTS: Partial<Record<YAMLError["code"], string>> = {
  BLOCK_AS_IMPLICIT_KEY:
    'text with a colon and a space in it must be in double quotes, such as lede: "Good news: it is done."; or a line is indented too far',
  MULTILINE_IMPLICIT_KEY: "a line is indented differently from the lines around it",
  UNEXPECTED_TOKEN: "text that starts with {{, a quote or a bracket must be in double quotes",
  MISSING_CHAR: "a quote or bracket is opened and not closed",
  BAD_INDENT: "a line is indented differently from the lines around it",
};

export interface YamlOptions {
  /** The file line the YAML starts on (front matter starts on line 2). */
  firstLine?: number;
  /** Placeholders this content may hold; each string's are checked and filled in (placeholders.ts). */
  placeholders: PlaceholderRules;
}

/**
 * Parses `source` as YAML and checks it against `schema`. Problems go to `problems` with their lines;
 * the result is undefined then.
 */
export function readYaml<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  problems: FileProblems,
  { firstLine = 1, placeholders }: YamlOptions,
): Camelized<z.output<Schema>> | undefined {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: true });
  const fileLine = (line: number | undefined) => (line === undefined ? undefined : line + firstLine - 1);
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      const message =
        error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "") ?? error.message;
      const hint = YAML_HINTS[error.code];
      problems.add(`not valid YAML: ${message}${hint ? ` (${hint})` : ""}`, {
        line: fileLine(error.linePos?.[0].line),
      });
    }
    return undefined;
  }
  visit(doc, {
    Scalar(_key, node, ancestors) {
      if (typeof node.value !== "string" || !node.value.includes("{")) return;
      const line = node.range ? fileLine(lines.linePos(node.range[0]).line) : undefined;
      node.value = resolvePlaceholders(node.value, placeholders, problems, {
        line,
        field: fieldOf(ancestors, node),
      });
    },
  });
  const parsed = schema.safeParse(doc.toJS(), {
    error: (issue) => (issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined),
  });
  if (parsed.success) return camelize(parsed.data);
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        problems.add(`"${key}" is not a field here (check its spelling and indentation)`, {
          line: fileLine(lineOf(doc, lines, issue.path, key)),
          field: fieldPath(issue.path) || undefined,
        });
      }
      continue;
    }
    problems.add(issue.message, {
      line: fileLine(lineOf(doc, lines, issue.path)),
      field: fieldPath(issue.path) || undefined,
    });
  }
  return undefined;
}

/** A whole `.yaml` file of the content folder, checked against `schema` (undefined when it has problems). */
export function readYamlFile<Schema extends z.ZodType>(
  files: ContentFiles,
  relative: string,
  schema: Schema,
  placeholders: PlaceholderRules,
): Camelized<z.output<Schema>> | undefined {
  const source = files.text(relative);
  return source === undefined
    ? undefined
    : readYaml(source, schema, files.problemsOf(relative), { placeholders });
}
