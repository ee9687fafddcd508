import { createHash } from "node:crypto";
import { normalizeBaseUrl } from "./build-request";

/** A token as the token endpoint issued it. */
export interface IssuedToken {
  readonly accessToken: string;
  readonly expiresInSeconds: number;
}

export interface TokenCache {
  /**
   * The cached token for `key` while it is valid for more than the renewal margin; otherwise one request
   * (`issue`) that every concurrent caller of the same key shares. A failed request is not cached.
   */
  get(key: string, issue: () => Promise<IssuedToken>): Promise<string>;
  /** Forgets `accessToken` after the API refused it; a no-op when a newer token already replaced it. */
  discard(key: string, accessToken: string): void;
  clear(): void;
}

export interface TokenCacheOptions {
  /** Renew this long before expiry, so a token never expires between our check and the server's. Default 60 s. */
  renewBeforeMs?: number;
  now?: () => number;
}

interface CachedToken {
  readonly accessToken: string;
  readonly expiresAt: number;
}

export function createTokenCache(options: TokenCacheOptions = {}): TokenCache {
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  const now = options.now ?? Date.now;
  const tokens = new Map<string, CachedToken>();
  const pending = new Map<string, Promise<string>>();

  const request = (key: string, issue: () => Promise<IssuedToken>): Promise<string> => {
    // Lifetime counted from before the request: the server's clock started no later than that.
    const requestedAt = now();
    const flight: Promise<string> = issue()
      .then(({ accessToken, expiresInSeconds }) => {
        tokens.set(key, { accessToken, expiresAt: requestedAt + expiresInSeconds * 1000 });
        return accessToken;
      })
      .finally(() => {
        if (pending.get(key) === flight) pending.delete(key);
      });
    pending.set(key, flight);
    return flight;
  };

  return {
    get(key, issue) {
      const cached = tokens.get(key);
      if (cached && now() < cached.expiresAt - renewBeforeMs) return Promise.resolve(cached.accessToken);
      return pending.get(key) ?? request(key, issue);
    },
    discard(key, accessToken) {
      if (tokens.get(key)?.accessToken === accessToken) tokens.delete(key);
    },
    clear() {
      tokens.clear();
      pending.clear();
    },
  };
}

/**
 * One entry per upstream and credential. The secret is part of the key (a rotated secret must not reuse the
 * old secret's token) only as a SHA-256 digest, so the cache's keys never hold it.
 */
export function tokenCacheKey(baseUrl: string, clientId: string, clientSecret: string): string {
  const secretDigest = createHash("sha256").update(clientSecret).digest("hex");
  return `${normalizeBaseUrl(baseUrl)}\n${clientId}\n${secretDigest}`;
}

/** The process-wide cache: every client of the same credential shares its token (one per branch credential). */
export const sharedTokenCache: TokenCache = createTokenCache();
