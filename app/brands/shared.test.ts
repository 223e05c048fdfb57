import { describe, expect, it } from "vitest";
import firm from "../content/collections/firm";
import { BRAND_IDS, BRANDS } from ".";
import { contactSectionPhone, MAIN_PHONE } from "./shared";

describe("a brand's contact phone", () => {
  const ownLine = { display: "(740) 555-0123", tel: "+17405550123" };

  it("is the brand's own line where the firm gives one, and the main number everywhere else", () => {
    expect(contactSectionPhone("payroll", { payroll: ownLine })).toEqual(ownLine);
    expect(contactSectionPhone("brownco", { payroll: ownLine })).toEqual(MAIN_PHONE);
    for (const brand of BRAND_IDS) expect(contactSectionPhone(brand, {})).toEqual(MAIN_PHONE);
  });

  it("of every brand comes from content/firm.yaml, never from a number written into the code", () => {
    for (const brand of BRAND_IDS)
      expect(BRANDS[brand].contact.contactSectionPhone, brand).toEqual(firm.ownPhoneLines[brand] ?? MAIN_PHONE);
  });
});
