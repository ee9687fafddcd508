import { describe, expect, test } from "vitest";
import { createOpenedCredentialCache } from "./opened-credential-cache";

const at = (iso: string) => new Date(iso);
const first = { credential: { clientId: "parceiro", clientSecret: "antigo" }, credentialUpdatedAt: at("2026-11-01T10:00:00Z") };
const rotated = { credential: { clientId: "parceiro", clientSecret: "novo" }, credentialUpdatedAt: at("2026-11-20T10:00:00Z") };

describe("opened branch credentials", () => {
  test("served only for the exact credentialUpdatedAt they were read with", () => {
    const cache = createOpenedCredentialCache();
    expect(cache.current("b1", first.credentialUpdatedAt)).toBeUndefined();
    cache.remember("b1", first);
    expect(cache.current("b1", at("2026-11-01T10:00:00Z"))).toEqual({ clientId: "parceiro", clientSecret: "antigo" });
    expect(cache.current("b1", rotated.credentialUpdatedAt)).toBeUndefined();
    expect(cache.current("b2", first.credentialUpdatedAt)).toBeUndefined();
  });

  test("a rotation read later replaces the entry; an older read finishing late does not bring the old secret back", () => {
    const cache = createOpenedCredentialCache();
    cache.remember("b1", first);
    cache.remember("b1", rotated);
    expect(cache.current("b1", rotated.credentialUpdatedAt)?.clientSecret).toBe("novo");
    cache.remember("b1", first);
    expect(cache.current("b1", rotated.credentialUpdatedAt)?.clientSecret).toBe("novo");
    expect(cache.current("b1", first.credentialUpdatedAt)).toBeUndefined();
  });
});
