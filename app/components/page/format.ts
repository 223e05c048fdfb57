/** Small text helpers for content pages (pure; tested in format.test.ts). */

export type ContactSegment =
  | { kind: "text"; text: string }
  | { kind: "email"; text: string; href: `mailto:${string}` }
  | { kind: "phone"; text: string; href: `tel:${string}` };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits running text so email addresses and the firm's phone numbers (as printed) can be links. Joining
 * the segments' text gives back the input exactly.
 */
export function splitContactLinks(
  text: string,
  phones: readonly { display: string; tel: string }[] = [],
): ContactSegment[] {
  const phonePattern = phones.map((phone) => escapeRegExp(phone.display)).join("|");
  const pattern = new RegExp(phonePattern ? `${EMAIL.source}|${phonePattern}` : EMAIL.source, "g");
  const segments: ContactSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ kind: "text", text: text.slice(last, start) });
    const found = match[0];
    const phone = phones.find((p) => p.display === found);
    segments.push(
      phone
        ? { kind: "phone", text: found, href: `tel:${phone.tel}` }
        : { kind: "email", text: found, href: `mailto:${found}` },
    );
    last = start + found.length;
  }
  if (last < text.length) segments.push({ kind: "text", text: text.slice(last) });
  return segments;
}

/**
 * URL fragment ids for a page's headings ("Who we are" → "who-we-are"), made unique within the list so
 * every table-of-contents link lands on its own heading.
 */
export function headingIds(headings: readonly string[]): string[] {
  const used = new Set<string>();
  return headings.map((heading) => {
    const base =
      heading
        .normalize("NFKD")
        .toLowerCase()
        .replace(/['’]/g, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "") || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}
