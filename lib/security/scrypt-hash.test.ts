import { describe, expect, it } from "vitest";
import { hashSecret, needsRehash, verifySecret } from "./scrypt-hash";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("scrypt hashes", () => {
  it("verify the right secret only, with a random salt", async () => {
    const hash = await hashSecret("Senha-forte-2026", FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifySecret("Senha-forte-2026", hash)).toBe(true);
    expect(await verifySecret("senha-forte-2026", hash)).toBe(false);
    expect(await hashSecret("Senha-forte-2026", FAST)).not.toBe(hash);
  });

  it("refuse malformed stored values instead of throwing", async () => {
    expect(await verifySecret("x", "plain-text")).toBe(false);
    expect(await verifySecret("x", "scrypt$abc$8$1$c2FsdA$aGFzaA")).toBe(false);
  });

  it("ask for a rehash when the stored parameters are weaker", async () => {
    const hash = await hashSecret("x", FAST);
    expect(needsRehash(hash, FAST)).toBe(false);
    expect(needsRehash(hash, { N: 2 ** 17, r: 8, p: 1 })).toBe(true);
    expect(needsRehash("garbage", FAST)).toBe(true);
  });
});
