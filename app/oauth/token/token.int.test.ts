import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { TOKEN_THROTTLE } from "@/lib/credit/auth/token-throttle";
import { hashSecret } from "@/lib/security/scrypt-hash";
import { hashAccessToken } from "@/lib/credit/auth/access-token";
import { DEMO_EXTRA_API_CLIENTS } from "@/lib/credit/sandbox/demo-partners";
import { apiUrl, callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { personBody } from "@/test/integration/registrations";

let authenticateCaller: typeof import("@/lib/credit/auth/authenticate-caller").authenticateCaller;
let prisma: import("@/lib/db/generated/client").PrismaClient;

beforeAll(async () => {
  process.env.DATABASE_URL = inject("databaseUrl");
  ({ authenticateCaller } = await import("@/lib/credit/auth/authenticate-caller"));
  prisma = (await import("@/lib/db/client")).getPrisma();
});
afterAll(() => prisma.$disconnect());

function postToken(body: string, contentType: string, from?: string) {
  return fetch(apiUrl("/oauth/token"), {
    method: "POST",
    headers: { "content-type": contentType, ...(from !== undefined && { "x-forwarded-for": from }) },
    body,
  });
}

/** A client address of its own per test (the server trusts X-Forwarded-For from loopback in tests). */
function randomAddress(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function credentials(clientId: string, clientSecret: string): string {
  return JSON.stringify({ client_id: clientId, client_secret: clientSecret });
}

describe("POST /oauth/token", () => {
  test("issues a one-hour bearer token for valid client credentials in JSON", async () => {
    const response = await postToken(JSON.stringify({ client_id: centro.clientId, client_secret: centro.clientSecret }), "application/json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
    expect(body.access_token).toMatch(/^cpat_[\w-]{40,}$/);
  });

  test("accepts the OAuth form encoding", async () => {
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: centro.clientId, client_secret: centro.clientSecret });
    const response = await postToken(form.toString(), "application/x-www-form-urlencoded");
    expect(response.status).toBe(200);
  });

  test.each([
    ["a wrong secret", { client_id: centro.clientId, client_secret: "wrong" }],
    ["an unknown client", { client_id: "nobody", client_secret: "whatever" }],
  ])("refuses %s with a 401 problem", async (_, credentials) => {
    const response = await postToken(JSON.stringify(credentials), "application/json");
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    expect((await response.json()).detail).toBe("client_id ou client_secret inválidos.");
  });

  test("names the missing field and refuses another grant type", async () => {
    const missing = await postToken(JSON.stringify({ client_id: centro.clientId }), "application/json");
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors).toEqual([expect.objectContaining({ field: "client_secret" })]);

    const grant = await postToken(JSON.stringify({ grant_type: "password", client_id: "a", client_secret: "b" }), "application/json");
    expect(grant.status).toBe(400);
    expect((await grant.json()).errors).toEqual([expect.objectContaining({ field: "grant_type" })]);
  });

  test("a malformed body is a 400, never a 500", async () => {
    const response = await postToken("{not json", "application/json");
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe("Corpo JSON inválido.");
  });
});

describe("POST /oauth/token throttling", () => {
  test("refused attempts from one address are throttled: 429 with Retry-After, even for the right secret; other addresses are not", async () => {
    const address = randomAddress();
    for (let attempt = 0; attempt < TOKEN_THROTTLE.perAddress.points; attempt++) {
      expect((await postToken(credentials(centro.clientId, `errada-${attempt}`), "application/json", address)).status).toBe(401);
    }
    const throttled = await postToken(credentials(centro.clientId, "errada"), "application/json", address);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get("content-type")).toContain("application/problem+json");
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await throttled.json()).detail).toMatch(/tente de novo em \d+ s/);
    expect((await postToken(credentials(centro.clientId, centro.clientSecret), "application/json", address)).status).toBe(429);

    expect((await postToken(credentials(centro.clientId, centro.clientSecret), "application/json", randomAddress())).status).toBe(200);
  }, 60_000);

  test("a client_id under attack stays open to the addresses that obtained its tokens, closed to the others", async () => {
    const clientId = `throttle-${randomUUID()}`;
    const clientSecret = "segredo-do-teste-de-limite";
    await prisma.creditApiClient.create({
      data: { clientId, secretHash: await hashSecret(clientSecret), name: "Teste de limite", correspondentId: centro.correspondentId },
    });
    const partnerServer = randomAddress();
    expect((await postToken(credentials(clientId, clientSecret), "application/json", partnerServer)).status).toBe(200);

    // Strangers rotating addresses: each address stays under its own limit, the client_id goes over its.
    for (let attempt = 0; attempt < TOKEN_THROTTLE.perClient.points; attempt++) {
      expect((await postToken(credentials(clientId, "chute"), "application/json", randomAddress())).status).toBe(401);
    }
    expect((await postToken(credentials(clientId, "chute"), "application/json", randomAddress())).status).toBe(429);
    expect((await postToken(credentials(clientId, clientSecret), "application/json", randomAddress())).status).toBe(429);
    expect((await postToken(credentials(clientId, clientSecret), "application/json", partnerServer)).status).toBe(200);

    const counters = await prisma.rateLimitCounter.findMany({ where: { key: { contains: clientId } } });
    expect(counters.map((row) => row.key)).toEqual(expect.arrayContaining([`oauth-fail-client:${clientId}`]));
  }, 120_000);
});

describe("POST /oauth/token throttling under parallel attempts and shared addresses", () => {
  async function newClient(): Promise<{ clientId: string; clientSecret: string }> {
    const clientId = `throttle-${randomUUID()}`;
    const clientSecret = "segredo-do-teste-de-corrida";
    await prisma.creditApiClient.create({ data: { clientId, secretHash: await hashSecret(clientSecret), name: "Teste de corrida", correspondentId: centro.correspondentId } });
    return { clientId, clientSecret };
  }

  test("60 parallel wrong secrets from one address: at most the address's limit are evaluated, the rest answer 429", async () => {
    const address = randomAddress();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => postToken(credentials(`nobody-${randomUUID()}`, `errada-${index}`), "application/json", address).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(TOKEN_THROTTLE.perAddress.points);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const counter = await prisma.rateLimitCounter.findUnique({ where: { key: `oauth-fail-address:${address}` } });
    expect(counter?.points).toBe(60);
  }, 60_000);

  test("60 parallel wrong secrets for one client_id from many addresses: at most the client's limit are evaluated", async () => {
    const { clientId } = await newClient();
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => postToken(credentials(clientId, `chute-${index}`), "application/json", randomAddress()).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(TOKEN_THROTTLE.perClient.points);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(60 - TOKEN_THROTTLE.perClient.points);
  }, 60_000);

  test("a right secret gives its point back: only refused attempts count", async () => {
    const { clientId, clientSecret } = await newClient();
    const address = randomAddress();
    for (let attempt = 0; attempt < TOKEN_THROTTLE.perAddress.points + 2; attempt++) {
      expect((await postToken(credentials(clientId, clientSecret), "application/json", address)).status).toBe(200);
    }
    const counter = await prisma.rateLimitCounter.findUnique({ where: { key: `oauth-fail-address:${address}` } });
    expect(counter?.points ?? 0).toBe(0);
  }, 60_000);

  test("50 wrong secrets from the portal's own address (127.0.0.1) do not lock the portal's branch credential out; strangers stay throttled", async () => {
    const portalAddressKey = "oauth-fail-address:127.0.0.1";
    const paulista = DEMO_EXTRA_API_CLIENTS[0]!;
    try {
      // The portal's branch credential has obtained tokens from this address (as the portal does on every start).
      expect((await postToken(credentials(paulista.clientId, paulista.clientSecret), "application/json")).status).toBe(200);
      const strangers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => postToken(credentials(`nobody-${randomUUID()}`, `errada-${index}`), "application/json").then((r) => r.status)),
      );
      expect(strangers.filter((status) => status === 401).length).toBeLessThanOrEqual(TOKEN_THROTTLE.perAddress.points);
      expect(strangers).toContain(429);

      const issued = await postToken(credentials(paulista.clientId, paulista.clientSecret), "application/json");
      expect(issued.status).toBe(200);
      const token = ((await issued.json()) as { access_token: string }).access_token;
      // An origination call with it works.
      expect((await callApi(token, "POST", "/v1/NaturalPerson", personBody())).status).toBe(200);

      // A client_id never used from this address is still refused there, even with its right secret.
      const { clientId, clientSecret } = await newClient();
      expect((await postToken(credentials(clientId, clientSecret), "application/json")).status).toBe(429);
    } finally {
      // The other test files obtain tokens from 127.0.0.1 for clients they create.
      await prisma.rateLimitCounter.deleteMany({ where: { key: portalAddressKey } });
    }
  }, 120_000);
});

describe("bearer authentication", () => {
  test("a fresh token identifies the client's correspondent", async () => {
    const caller = await authenticateCaller(`Bearer ${await tokenFor(centro)}`);
    expect(caller.correspondentId).toBe(centro.correspondentId);
  });

  test("a missing, unknown or expired token is refused", async () => {
    await expect(authenticateCaller(null)).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(authenticateCaller("Bearer cpat_unknown")).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const token = await tokenFor(centro);
    await prisma.creditAccessToken.update({ where: { tokenHash: hashAccessToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(authenticateCaller(`Bearer ${token}`)).rejects.toMatchObject({ code: "UNAUTHORIZED", userMessage: expect.stringContaining("expirado") });
  });

  test("the database keeps only a hash of the token", async () => {
    const token = await tokenFor(centro);
    expect(await prisma.creditAccessToken.findUnique({ where: { tokenHash: hashAccessToken(token) } })).not.toBeNull();
    const rows = await prisma.$queryRaw<Array<{ n: bigint }>>`SELECT count(*)::bigint AS n FROM credit_access_token WHERE "tokenHash" = ${token}`;
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
