import { describe, expect, test, vi } from "vitest";
import { hashSecret, passwordParams, PASSWORD_PARAMS } from "@/lib/security/scrypt-hash";
import { decoyPasswordHash } from "./decoy-password-hash";

/** `scrypt$N$r$p$…`: the cost of verifying against a hash is fixed by these three numbers. */
const costOf = (hash: string) => hash.split("$").slice(1, 4).map(Number);

describe("the unknown e-mail's decoy hash", () => {
  // The test systems lower PASSWORD_SCRYPT_N; here, as in production, it is unset.
  test("costs what a real password hash costs: the same scrypt parameters, OWASP's N=2^17, r=8, p=1", async () => {
    vi.stubEnv("PASSWORD_SCRYPT_N", "");
    const decoy = await decoyPasswordHash();
    const real = await hashSecret("Senha-de-um-operador-2026", passwordParams());
    expect(costOf(decoy)).toEqual(costOf(real));
    expect(costOf(decoy)).toEqual([2 ** 17, 8, 1]);
    vi.unstubAllEnvs();
  }, 30_000);
});

describe("passwordParams", () => {
  test("OWASP's parameters unless PASSWORD_SCRYPT_N names a power of two from 2^10 to 2^20", () => {
    vi.stubEnv("PASSWORD_SCRYPT_N", "");
    expect(passwordParams()).toEqual(PASSWORD_PARAMS);
    expect(PASSWORD_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    vi.stubEnv("PASSWORD_SCRYPT_N", "2048");
    expect(passwordParams()).toEqual({ N: 2048, r: 8, p: 1 });
    for (const ignored of ["512", "3000", "abc", "-2048", String(2 ** 21)]) {
      vi.stubEnv("PASSWORD_SCRYPT_N", ignored);
      expect(passwordParams(), ignored).toEqual(PASSWORD_PARAMS);
    }
    vi.unstubAllEnvs();
  });
});
