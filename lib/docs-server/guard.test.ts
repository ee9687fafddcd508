import { afterEach, describe, expect, it, vi } from "vitest";
import { screenCall } from "./guard";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("screenCall", () => {
  it("logs a refusal by argument and kind, never the value", () => {
    const written: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const refusal = screenCall("ferramenta", "docs_campo", { campo: "CPF 529.982.247-25 e token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc" });
    expect(refusal?.argument).toBe("campo");
    const line = written.join("");
    expect(line).toContain('"callName":"docs_campo"');
    expect(line).toContain('"argument":"campo"');
    expect(line).not.toContain("529.982");
    expect(line).not.toContain("eyJ");
  });

  it("lets clean arguments through without logging", () => {
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(screenCall("ferramenta", "docs_campo", { campo: "registrationNumber" })).toBeUndefined();
    expect(write).not.toHaveBeenCalled();
  });
});
