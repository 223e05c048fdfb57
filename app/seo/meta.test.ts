import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { errorPageMeta, notFoundMeta, routeMeta } from "./meta";
import { fakeSite, metaArgs } from "./test-support";

function byKey(tags: MetaDescriptor[], key: "name" | "property", value: string): string[] {
  return tags.flatMap((tag) =>
    (tag as Record<string, unknown>)[key] === value ? [String((tag as { content: string }).content)] : [],
  );
}
const canonicalOf = (tags: MetaDescriptor[]) =>
  tags.flatMap((tag) =>
    "tagName" in tag && tag.tagName === "link" && tag.rel === "canonical" ? [String(tag.href)] : [],
  );

describe("routeMeta", () => {
  const site = fakeSite("brownco");
  const computed: MetaDescriptor[] = [{ title: "Retail · Brown & Co. Business Consulting" }];

  it("gives what the loader worked out on the server", () => {
    expect(routeMeta({ ...metaArgs("/industries/retail", site), loaderData: { meta: computed } })).toBe(
      computed,
    );
  });

  it("titles a page without loader data as not found", () => {
    const tags = routeMeta({ ...metaArgs("/industries/nope", site), loaderData: undefined }, "News");
    expect(tags).toContainEqual({ title: "Page not found · Brown & Co. Business Consulting" });
  });

  it("keeps a fallback title, out of search results, when the data has no metadata", () => {
    const tags = routeMeta({ ...metaArgs("/blog", site), loaderData: { status: "failed" } }, "News");
    expect(tags).toEqual([
      { title: "News · Brown & Co. Business Consulting" },
      { name: "robots", content: "noindex" },
    ]);
    expect(routeMeta({ ...metaArgs("/blog", site), loaderData: { status: "not-found" } })).toContainEqual({
      title: "Page not found · Brown & Co. Business Consulting",
    });
  });
});

describe("notFoundMeta", () => {
  it("titles the page, has no canonical URL and is never indexed", () => {
    const tags = notFoundMeta(metaArgs("/nope", fakeSite("brownco")));
    expect(tags).toContainEqual({ title: "Page not found · Brown & Co. Business Consulting" });
    expect(byKey(tags, "name", "robots")).toEqual(["noindex"]);
    expect(canonicalOf(tags)).toEqual([]);
    expect(
      byKey(notFoundMeta(metaArgs("/nope", fakeSite("brownco", { allowIndexing: false }))), "name", "robots"),
    ).toEqual(["noindex, nofollow"]);
  });
});

describe("errorPageMeta", () => {
  const site = fakeSite("payroll");
  /** The shape of a loader's `throw data(null, { status })` by the time meta sees it (an ErrorResponse). */
  const thrown = (status: number) => ({ status, statusText: "", data: null, internal: false });

  it("gives nothing without an error, so the page's own meta stands", () => {
    expect(errorPageMeta({ ...metaArgs("/services/payroll", site), error: undefined })).toEqual([]);
  });

  it("titles a thrown 404 as not found, and other errors as a problem, never indexed", () => {
    const notFound = errorPageMeta({ ...metaArgs("/services/nope", site), error: thrown(404) });
    expect(notFound).toContainEqual({ title: "Page not found · Dresden Payroll Services" });
    expect(byKey(notFound, "name", "robots")).toEqual(["noindex"]);
    const broken = errorPageMeta({ ...metaArgs("/services/payroll", site), error: new Error("boom") });
    expect(broken).toContainEqual({ title: "Something went wrong · Dresden Payroll Services" });
    expect(byKey(broken, "name", "robots")).toEqual(["noindex"]);
  });
});
