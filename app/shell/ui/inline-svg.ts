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
