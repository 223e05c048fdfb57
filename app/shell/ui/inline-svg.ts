import { isTag, isText, type Element } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * An SVG file's drawing, ready to be written into a page's own `<svg>`. A picture given as an `<img>` of
 * an SVG file costs a phone's main thread a document of its own (tens of milliseconds at 4× CPU, for a
 * logo of a few paths); the same drawing in the page costs its few elements.
 */
export interface InlineSvgDrawing {
  viewBox: string;
  preserveAspectRatio?: string;
  /** The drawn elements, flat: no groups (their transforms are on each element), no title, no ids. */
  markup: string;
}

/** A second file, drawn the same way in other colours, and the classes that show one or the other. */
export interface ThemeVariant {
  source: string;
  classes: { light: string; dark: string };
}

/** What a group may pass on to its elements without changing the picture (not `opacity`, which composites). */
const GROUP_ATTRIBUTES = new Set([
  "transform",
  "fill",
  "fill-rule",
  "fill-opacity",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
]);
const DROPPED = new Set(["title", "desc", "metadata"]);

interface Shape {
  name: string;
  attributes: Record<string, string>;
}

/**
 * The drawing of `source`, an SVG file of simple shapes (the brands' logos). With `dark`, the drawing of
 * both files at once: shapes alike in both are written once, shapes that differ (a fill) twice, each with
 * its theme's class, so one element shows either theme. Throws on what cannot be written into a page
 * safely: ids (a page may hold two drawings), gradients, text.
 */
export function inlineSvgDrawing(source: string, dark?: ThemeVariant): InlineSvgDrawing {
  const root = svgRoot(source);
  const viewBox = root.attribs.viewBox;
  if (!viewBox) throw new Error("an inline SVG drawing needs a viewBox");
  const shapes = shapesOf(root, {});
  const written = dark ? mergeThemes(shapes, shapesOf(svgRoot(dark.source), {}), dark.classes) : shapes;
  const { preserveAspectRatio } = root.attribs;
  return {
    viewBox,
    ...(preserveAspectRatio ? { preserveAspectRatio } : {}),
    markup: written.map(serialize).join(""),
  };
}

/**
 * A sprite's icons (its `<symbol id>`s: outlines of simple shapes, as lucide draws them), each as the
 * markup to write inside an `<svg>` of the symbol's viewBox, keyed by the symbol's id. Outlines that
 * follow one another are one `<path>`: drawn in the page, an icon costs its `<svg>` and one element, as
 * a `<use>` did, without the sprite's document or the `<use>`'s copy of the symbol. Filled shapes stay
 * as they are (joined, overlapping fills could cancel each other out).
 */
export function spriteIconDrawings(sprite: string): Map<string, string> {
  const drawings = new Map<string, string>();
  for (const symbol of svgRoot(sprite).children.filter(isTag)) {
    const { id } = symbol.attribs;
    if (symbol.name !== "symbol" || !id) throw new Error("a sprite holds symbols with ids, and nothing else");
    drawings.set(id, joinedOutlines(shapesOf(symbol, {})).map(serialize).join(""));
  }
  return drawings;
}

/** Where each shape's outline is, by its attributes; what else a shape has (its paint) stays on the path. */
const GEOMETRY: Readonly<Record<string, readonly string[]>> = {
  path: ["d"],
  circle: ["cx", "cy", "r"],
  ellipse: ["cx", "cy", "rx", "ry"],
  line: ["x1", "y1", "x2", "y2"],
  rect: ["x", "y", "width", "height", "rx", "ry"],
  polyline: ["points"],
  polygon: ["points"],
};

function joinedOutlines(shapes: Shape[]): Shape[] {
  const joined: Shape[] = [];
  for (const shape of shapes) {
    const geometry = GEOMETRY[shape.name];
    if (!geometry) throw new Error(`<${shape.name}> is not a shape an icon can draw`);
    const paint = Object.fromEntries(
      Object.entries(shape.attributes).filter(([name]) => !geometry.includes(name)),
    );
    if (paint.fill !== undefined && paint.fill !== "none") {
      joined.push(shape);
      continue;
    }
    const d = pathData(shape);
    const previous = joined.at(-1);
    const { d: previousD, ...previousPaint } = previous?.name === "path" ? previous.attributes : {};
    // A filled shape's paint differs from any outline's, so only outlines are joined.
    if (previous && previousD !== undefined && sameAttributes(previousPaint, paint)) {
      previous.attributes = { ...previous.attributes, d: previousD + d };
    } else {
      joined.push({ name: "path", attributes: { d, ...paint } });
    }
  }
  return joined;
}

function sameAttributes(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const NUMBER = String.raw`[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?`;
const LEADING_RELATIVE_MOVE = new RegExp(String.raw`^\s*m\s*(${NUMBER})\s*,?\s*(${NUMBER})\s*,?\s*`);

/** The shape's outline as path data that may follow another's: it starts with an absolute move. */
function pathData({ name, attributes: a }: Shape): string {
  const num = (attribute: string) => Number(a[attribute] ?? 0);
  const fmt = (value: number) => String(Math.round(value * 1000) / 1000);
  switch (name) {
    case "path": {
      const d = a.d ?? "";
      // A path's first move is absolute even when written "m"; after another's outline it would not be.
      const move = LEADING_RELATIVE_MOVE.exec(d);
      if (!move) return d.trim();
      const rest = d.slice(move[0].length);
      // After "m", further pairs are relative lines; after "M" they would be absolute.
      return `M${move[1]} ${move[2]}${/^[-+.\d]/.test(rest) ? "l" : ""}${rest}`;
    }
    case "circle":
    case "ellipse": {
      const [cx, cy] = [num("cx"), num("cy")];
      const [rx, ry] = name === "circle" ? [num("r"), num("r")] : [num("rx"), num("ry")];
      const arc = `A${fmt(rx)} ${fmt(ry)} 0 1 0`;
      return `M${fmt(cx - rx)} ${fmt(cy)}${arc} ${fmt(cx + rx)} ${fmt(cy)}${arc} ${fmt(cx - rx)} ${fmt(cy)}Z`;
    }
    case "line":
      return `M${fmt(num("x1"))} ${fmt(num("y1"))}L${fmt(num("x2"))} ${fmt(num("y2"))}`;
    case "rect": {
      const [x, y, width, height] = [num("x"), num("y"), num("width"), num("height")];
      const given = (attribute: string) => (a[attribute] === undefined ? undefined : num(attribute));
      const rx = Math.min(given("rx") ?? given("ry") ?? 0, width / 2);
      const ry = Math.min(given("ry") ?? given("rx") ?? 0, height / 2);
      if (rx === 0 || ry === 0) return `M${fmt(x)} ${fmt(y)}H${fmt(x + width)}V${fmt(y + height)}H${fmt(x)}Z`;
      const corner = (toX: number, toY: number) => `A${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(toX)} ${fmt(toY)}`;
      return (
        `M${fmt(x + rx)} ${fmt(y)}H${fmt(x + width - rx)}${corner(x + width, y + ry)}` +
        `V${fmt(y + height - ry)}${corner(x + width - rx, y + height)}` +
        `H${fmt(x + rx)}${corner(x, y + height - ry)}V${fmt(y + ry)}${corner(x + rx, y)}Z`
      );
    }
    default: {
      const points = (a.points ?? "").trim().split(/[\s,]+/);
      const pairs = points.flatMap((value, index) =>
        index % 2 === 0 ? [`${value} ${points[index + 1]}`] : [],
      );
      return `M${pairs.join("L")}${name === "polygon" ? "Z" : ""}`;
    }
  }
}

function svgRoot(source: string): Element {
  const root = parseDocument(source, { xmlMode: true }).children.find(isTag);
  if (root?.name !== "svg") throw new Error("not an SVG file");
  return root;
}

/** The element's shapes in painting order, each with what its groups gave it. */
function shapesOf(parent: Element, inherited: Record<string, string>): Shape[] {
  const shapes: Shape[] = [];
  for (const child of parent.children) {
    if (!isTag(child)) {
      if (isText(child) && child.data.trim()) throw new Error("an inline SVG drawing has no text");
      continue;
    }
    if (DROPPED.has(child.name)) continue;
    if ("id" in child.attribs)
      throw new Error(`<${child.name} id="${child.attribs.id}">: an inline SVG drawing has no ids`);
    if (child.name === "g") {
      const unknown = Object.keys(child.attribs).filter((name) => !GROUP_ATTRIBUTES.has(name));
      if (unknown.length > 0)
        throw new Error(`a group's ${unknown.join(", ")} cannot be passed on to its shapes`);
      shapes.push(...shapesOf(child, withInner(inherited, child.attribs)));
      continue;
    }
    if (child.children.some((node) => isText(node) && node.data.trim())) {
      throw new Error("an inline SVG drawing has no text");
    }
    if (child.children.some(isTag)) throw new Error(`<${child.name}> holds elements: not a simple shape`);
    shapes.push({ name: child.name, attributes: withInner(inherited, child.attribs) });
  }
  return shapes;
}

/** The inner element's attributes win, except that transforms compose, the outer one first. */
function withInner(outer: Record<string, string>, inner: Record<string, string>): Record<string, string> {
  const transform = [outer.transform, inner.transform].filter(Boolean).join(" ");
  const { transform: _outer, ...given } = outer;
  const { transform: _inner, ...own } = inner;
  return {
    ...own,
    ...Object.fromEntries(Object.entries(given).filter(([name]) => !(name in own))),
    ...(transform ? { transform } : {}),
  };
}

function mergeThemes(light: Shape[], dark: Shape[], classes: ThemeVariant["classes"]): Shape[] {
  if (light.length !== dark.length || light.some((shape, index) => shape.name !== dark[index]!.name)) {
    throw new Error("the light and dark files must draw the same shapes in the same order");
  }
  return light.flatMap((shape, index) => {
    const other = dark[index]!;
    if (serialize(shape) === serialize(other)) return [shape];
    if ("class" in shape.attributes || "class" in other.attributes)
      throw new Error("a themed shape has a class of its own");
    return [
      { name: shape.name, attributes: { ...shape.attributes, class: classes.light } },
      { name: other.name, attributes: { ...other.attributes, class: classes.dark } },
    ];
  });
}

function serialize({ name, attributes }: Shape): string {
  const written = Object.entries(attributes).map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`);
  return `<${name}${written.join("")}/>`;
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
