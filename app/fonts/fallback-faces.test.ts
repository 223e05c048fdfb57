import { describe, expect, it } from "vitest";
import { WEB_FONTS } from "./basic-characters";
import {
  fallbackFaceCss,
  fallbackFamily,
  fallbackWeights,
  LOCAL_FACES,
  type FaceMetrics,
} from "./fallback-faces";

const font = (family: string) => WEB_FONTS.find((candidate) => candidate.family === family)!;

describe("fallbackWeights", () => {
  it("gives a font set in regular and bold text a face for each, matched at the weights it is set in", () => {
    expect(fallbackWeights(font("Inter Variable"))).toEqual([
      { style: "regular", range: "100 500", matchedAt: 400 },
      { style: "bold", range: "600 900", matchedAt: 600 },
    ]);
  });

  it("gives a heading font set only at 600 the bold face alone", () => {
    expect(fallbackWeights(font("Fraunces Variable"))).toEqual([
      { style: "bold", range: "600 900", matchedAt: 600 },
    ]);
  });
});

describe("fallbackFaceCss", () => {
  const fraunces = font("Fraunces Variable");
  const timesBold = LOCAL_FACES.serif.bold.metrics;

  it("leaves a local font that already has the web font's measure as it is", () => {
    const css = fallbackFaceCss(fraunces, new Map([[600, timesBold]]));
    expect(css).toContain(`font-family: "${fallbackFamily("Fraunces Variable")}";`);
    expect(css).toContain("font-weight: 600 900;");
    expect(css).toContain(
      'src: local("Times New Roman Bold"), local("TimesNewRomanPS-BoldMT"), local("Liberation Serif Bold"), local("LiberationSerif-Bold");',
    );
    expect(css).toContain("size-adjust: 100.00%;");
    expect(css).toContain("ascent-override: 89.11%;");
    expect(css).toContain("descent-override: 21.63%;");
    expect(css).toContain("line-gap-override: 4.25%;");
  });

  it("scales a narrower local font up to the web font's width, and its line box back to the web font's", () => {
    const wider: FaceMetrics = {
      ascent: 1,
      descent: 0.25,
      lineGap: 0,
      averageWidth: timesBold.averageWidth * 1.1,
    };
    const css = fallbackFaceCss(fraunces, new Map([[600, wider]]));
    expect(css).toContain("size-adjust: 110.00%;");
    // The browser applies size-adjust to the overrides too: 90.91% × 110% is the web font's 100%.
    expect(css).toContain("ascent-override: 90.91%;");
    expect(css).toContain("descent-override: 22.73%;");
    expect(css).toContain("line-gap-override: 0.00%;");
  });

  it("refuses a font not measured at a weight it needs", () => {
    expect(() => fallbackFaceCss(font("Inter Variable"), new Map([[400, timesBold]]))).toThrow(
      "Inter Variable was not measured at 600",
    );
  });
});
