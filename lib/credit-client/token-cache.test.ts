import { describe, expect, test, vi } from "vitest";
import { createTokenCache, tokenCacheKey, type IssuedToken } from "./token-cache";

function issuer(expiresInSeconds = 3600) {
  let count = 0;
  const issue = vi.fn(async (): Promise<IssuedToken> => {
    count += 1;
    return { accessToken: `token-${count}`, expiresInSeconds };
  });
  return issue;
}

describe("token cache", () => {
  test("reuses the token until 60 s before it expires, then asks again", async () => {
    let now = 1_000_000;
    const cache = createTokenCache({ now: () => now });
    const issue = issuer(3600);
    expect(await cache.get("k", issue)).toBe("token-1");
    now += 3_539_000;
    expect(await cache.get("k", issue)).toBe("token-1");
    now += 1_000; // 60 s before expiry
    expect(await cache.get("k", issue)).toBe("token-2");
    expect(issue).toHaveBeenCalledTimes(2);
  });

  test("concurrent callers share one request (single flight)", async () => {
    const cache = createTokenCache();
    let release!: (token: IssuedToken) => void;
    const issue = vi.fn(() => new Promise<IssuedToken>((resolve) => (release = resolve)));
    const waiting = Array.from({ length: 10 }, () => cache.get("k", issue));
    release({ accessToken: "shared", expiresInSeconds: 3600 });
    expect(await Promise.all(waiting)).toEqual(Array(10).fill("shared"));
    expect(issue).toHaveBeenCalledTimes(1);
  });

  test("a failed request is shared by its waiters, not cached: the next call asks again", async () => {
    const cache = createTokenCache();
    const issue = vi.fn().mockRejectedValueOnce(new Error("refused")).mockResolvedValueOnce({ accessToken: "ok", expiresInSeconds: 3600 });
    const results = await Promise.allSettled([cache.get("k", issue), cache.get("k", issue)]);
    expect(results.map(({ status }) => status)).toEqual(["rejected", "rejected"]);
    expect(await cache.get("k", issue)).toBe("ok");
    expect(issue).toHaveBeenCalledTimes(2);
  });

  test("discard drops only the refused token, not a newer one", async () => {
    const cache = createTokenCache();
    const issue = issuer();
    const first = await cache.get("k", issue);
    cache.discard("k", first);
    const second = await cache.get("k", issue);
    cache.discard("k", first); // a late 401 for the old token
    expect(await cache.get("k", issue)).toBe(second);
    expect(issue).toHaveBeenCalledTimes(2);
  });

  test("keys are separate per credential and base URL", async () => {
    const cache = createTokenCache();
    const issue = issuer();
    await cache.get("a", issue);
    await cache.get("b", issue);
    expect(issue).toHaveBeenCalledTimes(2);
  });
});

describe("tokenCacheKey", () => {
  test("holds a digest of the secret, never the secret; a rotated secret is another key", () => {
    const key = tokenCacheKey("http://h/", "parceiro", "s3cr3t-value");
    expect(key).not.toContain("s3cr3t-value");
    expect(key).toMatch(/^http:\/\/h\nparceiro\n[0-9a-f]{64}$/);
    expect(tokenCacheKey("http://h", "parceiro", "s3cr3t-value")).toBe(key);
    expect(tokenCacheKey("http://h", "parceiro", "other")).not.toBe(key);
  });
});
