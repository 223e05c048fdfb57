import { describe, expect, it } from "vitest";
import { brandForHost, resolveBrand } from "./resolve";

const q = (s = "") => new URLSearchParams(s);

describe("resolveBrand", () => {
  it("defaults to dresdentax for unknown hosts", () => {
    expect(resolveBrand("localhost:3000", q())).toEqual({ id: "dresdentax", fromQuery: false });
    expect(resolveBrand("127.0.0.1", q())).toEqual({ id: "dresdentax", fromQuery: false });
    expect(resolveBrand(undefined, q())).toEqual({ id: "dresdentax", fromQuery: false });
  });

  it("picks a brand by its host, with or without www., port or trailing dot", () => {
    expect(resolveBrand("browncoconsulting.com", q()).id).toBe("brownco");
    expect(resolveBrand("www.browncoconsulting.com", q()).id).toBe("brownco");
    expect(resolveBrand("WWW.DresdenPayroll.com:443", q()).id).toBe("payroll");
    expect(resolveBrand("dresdenpayroll.com.", q()).id).toBe("payroll");
    expect(resolveBrand("www.dresdentax.com", q()).id).toBe("dresdentax");
    expect(resolveBrand("brownco.biz", q()).id).toBe("brownco");
  });

  it("lets ?domain= override the host", () => {
    expect(resolveBrand("www.dresdentax.com", q("domain=brownco"))).toEqual({ id: "brownco", fromQuery: true });
    expect(resolveBrand("localhost", q("domain=PAYROLL"))).toEqual({ id: "payroll", fromQuery: true });
  });

  it("ignores an unknown ?domain= value", () => {
    expect(resolveBrand("dresdenpayroll.com", q("domain=evil.example"))).toEqual({ id: "payroll", fromQuery: false });
    expect(resolveBrand("localhost", q("domain="))).toEqual({ id: "dresdentax", fromQuery: false });
  });

  it("does not match look-alike hosts", () => {
    expect(brandForHost("notdresdentax.com")).toBeUndefined();
    expect(brandForHost("dresdentax.com.evil.example")).toBeUndefined();
  });
});
