import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirectPath("/audit?page=2")).toBe("/audit?page=2");
    expect(safeRedirectPath("/branches/abc")).toBe("/branches/abc");
  });

  it("sends everything else home", () => {
    for (const candidate of [null, undefined, "", "https://evil.example", "//evil.example", "/\\evil.example", "/login", "/login?x=1", "/api/auth/signout", "/a\nb"]) {
      expect(safeRedirectPath(candidate)).toBe("/");
    }
  });
});
