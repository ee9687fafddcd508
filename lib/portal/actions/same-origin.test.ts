import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

describe("isSameOrigin", () => {
  it("accepts the portal's own origin", () => {
    expect(isSameOrigin(new Headers({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(true);
    expect(isSameOrigin(new Headers({ origin: "https://portal.example", host: "internal:3000", "x-forwarded-host": "portal.example" }))).toBe(true);
  });

  it("refuses another site, a missing origin and garbage", () => {
    expect(isSameOrigin(new Headers({ origin: "https://evil.example", host: "localhost:3000" }))).toBe(false);
    expect(isSameOrigin(new Headers({ host: "localhost:3000" }))).toBe(false);
    expect(isSameOrigin(new Headers({ origin: "null", host: "localhost:3000" }))).toBe(false);
    expect(isSameOrigin(new Headers({ origin: "http://localhost:3001", host: "localhost:3000" }))).toBe(false);
  });
});
