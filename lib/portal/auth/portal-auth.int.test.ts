import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { inject } from "vitest";
import {
  createTestOperator,
  demoPassword,
  getPage,
  isSignedIn,
  portalUrl,
  randomIp,
  sessionFor,
  signInOverHttp,
  testPrisma,
} from "@/test/integration/portal-session";
import { sha256 } from "./request-meta";

beforeAll(() => {
  // lib functions called from this process reach the test database.
  process.env.DATABASE_URL = inject("databaseUrl");
});

async function branchId(code: string): Promise<string> {
  return (await testPrisma().portalBranch.findUniqueOrThrow({ where: { code } })).id;
}

describe("portal sign-in", () => {
  test("every portal page redirects to /login without a session, keeping the address asked for", async () => {
    for (const path of ["/", "/branches", "/account/sessions", "/audit", "/admin/operators", "/board", "/borrowers", "/originate/payroll", "/audit?acao=auth.sign_in"]) {
      const page = await getPage(path, null);
      expect(page.status, path).toBe(307);
      const location = new URL(page.location ?? "", "http://portal.test");
      expect(location.pathname, path).toBe("/login");
      // The home page needs no way back; any other page comes back after sign-in.
      expect(location.searchParams.get("callbackUrl"), path).toBe(path === "/" ? null : path);
      expect(location.searchParams.get("motivo"), path).toBeNull();
    }
    expect((await getPage("/login", null)).status).toBe(200);
  });

  test("a session that ended is told why on the sign-in page", async () => {
    const operator = await createTestOperator("correspondent");
    const cookie = await sessionFor(operator);
    await testPrisma().session.deleteMany({ where: { userId: operator.id } });
    const ended = new URL((await getPage("/borrowers", cookie)).location ?? "", "http://portal.test");
    expect(ended.searchParams.get("motivo")).toBe("sessao-encerrada");
    expect(ended.searchParams.get("callbackUrl")).toBe("/borrowers");

    const again = await sessionFor(operator);
    await testPrisma().user.update({ where: { id: operator.id }, data: { disabledAt: new Date() } });
    const disabled = new URL((await getPage("/", again)).location ?? "", "http://portal.test");
    expect(disabled.searchParams.get("motivo")).toBe("acesso-desativado");
    const page = await getPage(`/login?motivo=acesso-desativado`, null);
    expect(page.html).toContain("Seu acesso foi desativado por um gestor");
  });

  test("a demo operator signs in: HttpOnly SameSite cookie, a session row with masked network and browser", async () => {
    const ip = randomIp();
    const result = await signInOverHttp("correspondente.se@centro.demo", demoPassword, { ip });
    expect(result.sessionCookie).not.toBeNull();
    const page = await getPage("/", result.sessionCookie);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Carla Correspondente");

    const raw = await fetch(portalUrl("/api/auth/callback/credentials"), { method: "POST", redirect: "manual" });
    expect(raw.status).toBeGreaterThanOrEqual(300);

    const operator = await testPrisma().user.findUniqueOrThrow({ where: { email: "correspondente.se@centro.demo" }, include: { sessions: true } });
    const session = operator.sessions.find((row) => row.ipPrefix === `${ip.split(".").slice(0, 3).join(".")}.0/24`);
    expect(session?.userAgent).toBe("Chrome · Linux");
    expect(session?.sessionToken).not.toContain(result.sessionCookie!.split("=")[1]!.slice(0, 20));
    expect(session!.expires.getTime() - session!.createdAt.getTime()).toBe(8 * 3_600_000);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const operator = await createTestOperator("officer");
    const csrf = await fetch(portalUrl("/api/auth/csrf"));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const response = await fetch(portalUrl("/api/auth/callback/credentials"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrf.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "), "x-forwarded-for": randomIp() },
      body: new URLSearchParams({ csrfToken, email: operator.email, password: operator.password }),
    });
    const sessionCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
  });

  test("wrong password, unknown e-mail: refused alike, audited, no session", async () => {
    const wrong = await signInOverHttp("agente@centro.demo", "senha-errada");
    const unknown = await signInOverHttp("ninguem@centro.demo", "senha-errada");
    for (const result of [wrong, unknown]) {
      expect(result.sessionCookie).toBeNull();
      expect(result.location).toMatch(/error=CredentialsSignin/);
      expect(result.location).toMatch(/code=invalid/);
    }
    const events = await testPrisma().portalAuditEvent.findMany({ where: { action: "auth.sign_in_failed" } });
    expect(events.length).toBeGreaterThanOrEqual(2);
    for (const event of events) expect(event.summary).not.toMatch(/ninguem@|agente@/);
  });

  test("five wrong passwords in a row from one address lock the account there only, and it is audited", async () => {
    const operator = await createTestOperator("correspondent");
    const stranger = randomIp();
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await signInOverHttp(operator.email, "errada", { ip: stranger })).location).toMatch(/code=invalid/);
    }
    expect((await signInOverHttp(operator.email, "errada", { ip: stranger })).location).toMatch(/code=locked/);
    const locked = await signInOverHttp(operator.email, operator.password, { ip: stranger });
    expect(locked.sessionCookie).toBeNull();
    expect(locked.location).toMatch(/code=locked/);
    expect(await testPrisma().portalAuditEvent.count({ where: { operatorId: operator.id, action: "auth.locked_out" } })).toBe(1);

    // The operator, at another address, is not locked out by the stranger.
    expect((await signInOverHttp(operator.email, operator.password)).sessionCookie).not.toBeNull();
    expect((await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } })).lockedUntil).toBeNull();

    // When the lock ends (its failures older than 15 minutes) the right password works there too.
    await testPrisma().portalSignInAttempt.updateMany({
      where: { emailHash: sha256(operator.email), succeeded: false },
      data: { at: new Date(Date.now() - 16 * 60_000) },
    });
    expect((await signInOverHttp(operator.email, operator.password, { ip: stranger })).sessionCookie).not.toBeNull();
    expect((await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } })).failedSignIns).toBe(0);
  });

  test("wrong passwords from many addresses restrict the account to the addresses it already used", async () => {
    const operator = await createTestOperator("officer");
    const usual = randomIp();
    expect((await signInOverHttp(operator.email, operator.password, { ip: usual })).sessionCookie).not.toBeNull();
    for (let attempt = 0; attempt < 10; attempt++) await signInOverHttp(operator.email, "chute", { ip: randomIp() });
    const row = await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const elsewhere = await signInOverHttp(operator.email, operator.password, { ip: randomIp() });
    expect(elsewhere.sessionCookie).toBeNull();
    expect(elsewhere.location).toMatch(/code=locked/);
    expect((await signInOverHttp(operator.email, operator.password, { ip: usual })).sessionCookie).not.toBeNull();
  }, 60_000);

  test("an address is limited after 30 refused attempts, and no X-Forwarded-For entry a client adds changes its address", async () => {
    const ip = randomIp();
    // Through a trusted proxy, entries left of the proxy's own are the client's words: the address stays `ip`.
    for (let attempt = 0; attempt < 30; attempt++) await signInOverHttp(`varios-${attempt}@portal.test`, "x", { ip: `${randomIp()}, ${ip}` });
    const operator = await createTestOperator("officer");
    const limited = await signInOverHttp(operator.email, operator.password, { ip });
    expect(limited.sessionCookie).toBeNull();
    expect(limited.location).toMatch(/code=rate-limited/);
    expect((await signInOverHttp(operator.email, operator.password)).sessionCookie).not.toBeNull();
  }, 180_000);

  test("successful sign-ins do not count towards the limit (a branch behind one address)", async () => {
    const ip = randomIp();
    const operator = await createTestOperator("correspondent");
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await signInOverHttp(operator.email, operator.password, { ip })).sessionCookie, `sign-in ${attempt + 1}`).not.toBeNull();
    }
  }, 60_000);
});

describe("sign-in limits under parallel attempts", () => {
  // Each attempt takes its place before its password is hashed: parallel attempts never all see the old count.
  // Evaluated passwords are counted by their audit rows (one per password actually checked).
  async function evaluated(where: { ipPrefix?: string; operatorId?: string }, summary: string): Promise<number> {
    return testPrisma().portalAuditEvent.count({ where: { ...where, action: "auth.sign_in_failed", summary: { startsWith: summary } } });
  }
  const prefixOf = (ip: string) => `${ip.split(".").slice(0, 3).join(".")}.0/24`;

  test("45 parallel wrong passwords from one address: exactly its 30 are checked, the rest answer rate-limited", async () => {
    const ip = `198.18.${randomInt(0, 256)}.7`;
    const results = await Promise.all(Array.from({ length: 45 }, (_, index) => signInOverHttp(`corrida-${index}-${randomInt(1e9)}@portal.test`, "chute", { ip })));
    const codes = results.map((result) => /code=([a-z-]+)/.exec(result.location ?? "")?.[1]);
    expect(codes.filter((code) => code === "invalid")).toHaveLength(30);
    expect(codes.filter((code) => code === "rate-limited")).toHaveLength(15);
    expect(await evaluated({ ipPrefix: prefixOf(ip) }, "Entrada recusada: e-mail desconhecido")).toBe(30);
  }, 180_000);

  // 25, not 30: with the right password after them the address stays under its own limit of 30 failures.
  test("25 parallel wrong passwords for one account from one address: 5 are checked, then the right one is refused there", async () => {
    const operator = await createTestOperator("correspondent");
    const ip = randomIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => signInOverHttp(operator.email, "errada", { ip })));
    expect(results.filter((result) => /code=invalid/.test(result.location ?? ""))).toHaveLength(4);
    expect(results.filter((result) => /code=locked/.test(result.location ?? ""))).toHaveLength(21);
    expect(await evaluated({ operatorId: operator.id }, "Entrada recusada: senha incorreta")).toBe(5);
    expect((await testPrisma().user.findUniqueOrThrow({ where: { id: operator.id } })).failedSignIns).toBe(5);
    expect(await testPrisma().portalAuditEvent.count({ where: { operatorId: operator.id, action: "auth.locked_out" } })).toBe(1);
    const right = await signInOverHttp(operator.email, operator.password, { ip });
    expect(right.sessionCookie).toBeNull();
    expect(right.location).toMatch(/code=locked/);
  }, 60_000);

  test("20 parallel wrong passwords for one account from 20 addresses: 10 are checked, then new addresses are refused", async () => {
    const operator = await createTestOperator("officer");
    const results = await Promise.all(Array.from({ length: 20 }, () => signInOverHttp(operator.email, "chute", { ip: randomIp() })));
    expect(results.every((result) => /code=(invalid|locked)/.test(result.location ?? ""))).toBe(true);
    expect(await evaluated({ operatorId: operator.id }, "Entrada recusada: senha incorreta")).toBe(10);
    const elsewhere = await signInOverHttp(operator.email, operator.password, { ip: randomIp() });
    expect(elsewhere.sessionCookie).toBeNull();
    expect(elsewhere.location).toMatch(/code=locked/);
  }, 60_000);
});

describe("portal sessions", () => {
  test("revocation is immediate: deleting one session's row signs that browser out, not the other", async () => {
    const operator = await createTestOperator("officer");
    const first = await sessionFor(operator);
    const second = await sessionFor(operator);
    expect(await isSignedIn(first)).toBe(true);
    const { revokeSessions } = await import("./sessions");
    const rows = await testPrisma().session.findMany({ where: { userId: operator.id }, orderBy: { createdAt: "asc" } });
    const meta = { ipPrefix: null, ipHash: "x", userAgent: null };
    await revokeSessions({ id: operator.id, role: "officer", branchId: operator.branchId }, { operatorId: operator.id, sessionRowId: rows[0]!.id }, meta);
    expect(await isSignedIn(first)).toBe(false);
    expect(await isSignedIn(second)).toBe(true);
    expect(await testPrisma().portalAuditEvent.count({ where: { targetOperatorId: operator.id, action: "session.revoked" } })).toBe(1);
  });

  test("an expired session row or a disabled operator ends the session", async () => {
    const operator = await createTestOperator("correspondent");
    const cookie = await sessionFor(operator);
    await testPrisma().session.updateMany({ where: { userId: operator.id }, data: { expires: new Date(Date.now() - 1000) } });
    expect(await isSignedIn(cookie)).toBe(false);

    const again = await sessionFor(operator);
    expect(await isSignedIn(again)).toBe(true);
    await testPrisma().user.update({ where: { id: operator.id }, data: { disabledAt: new Date() } });
    expect(await isSignedIn(again)).toBe(false);
    expect((await signInOverHttp(operator.email, operator.password)).sessionCookie).toBeNull();
  });

  test("Auth.js's own sign-out endpoint also deletes the session row, audited once", async () => {
    const operator = await createTestOperator("officer");
    const cookie = await sessionFor(operator);
    const csrf = await fetch(portalUrl("/api/auth/csrf"), { headers: { cookie } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const csrfCookie = csrf.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
    const response = await fetch(portalUrl("/api/auth/signout"), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${cookie}; ${csrfCookie}` },
      body: new URLSearchParams({ csrfToken }),
    });
    expect(response.status).toBe(302);
    expect(await testPrisma().session.count({ where: { userId: operator.id } })).toBe(0);
    expect(await isSignedIn(cookie)).toBe(false);
    expect(await testPrisma().portalAuditEvent.count({ where: { operatorId: operator.id, action: "auth.sign_out" } })).toBe(1);
  });

  test("a forged or tampered cookie is no session", async () => {
    expect(await isSignedIn("authjs.session-token=forjado")).toBe(false);
    const cookie = await sessionFor(await createTestOperator("manager"));
    expect(await isSignedIn(`${cookie.slice(0, -4)}AAAA`)).toBe(false);
  });
});

describe("branch scoping", () => {
  test("a correspondent sees only its branch; an officer its organization; a manager all", async () => {
    const [se, paulista, manaus] = await Promise.all([branchId("centro-se"), branchId("centro-paulista"), branchId("norte-manaus")]);
    const correspondent = await sessionFor(await createTestOperator("correspondent", "centro-se"));
    const officer = await sessionFor(await createTestOperator("officer", "centro-se"));
    const manager = await sessionFor(await createTestOperator("manager"));

    const status = async (cookie: string, id: string) => (await getPage(`/branches/${id}`, cookie)).status;
    expect(await status(correspondent, se)).toBe(200);
    expect(await status(correspondent, paulista)).toBe(403);
    expect(await status(correspondent, manaus)).toBe(403);
    expect(await status(officer, paulista)).toBe(200);
    expect(await status(officer, manaus)).toBe(403);
    expect(await status(manager, manaus)).toBe(200);
    expect((await getPage("/branches/00000000-0000-4000-8000-000000000000", manager)).status).toBe(404);

    const list = await getPage("/branches", correspondent);
    expect(list.html).toContain("Centro · Sé");
    expect(list.html).not.toContain("Centro · Paulista");
    expect(list.html).not.toContain("Norte · Manaus");
  });

  test("manager-only pages answer 403 to other roles", async () => {
    for (const role of ["correspondent", "officer", "desk"] as const) {
      const cookie = await sessionFor(await createTestOperator(role));
      expect((await getPage("/audit", cookie)).status, role).toBe(403);
      expect((await getPage("/admin/operators", cookie)).status, role).toBe(403);
    }
  });
});

describe("web security headers", () => {
  test("pages carry a nonce-based CSP that forbids framing, and the page's scripts carry the nonce", async () => {
    const cookie = await sessionFor(await createTestOperator("manager"));
    for (const page of [await getPage("/login", null), await getPage("/", cookie)]) {
      const policy = page.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).not.toContain("unsafe-eval");
      expect(page.html).toContain(`nonce="${nonce}"`);
      expect(page.headers.get("x-frame-options")).toBe("DENY");
      expect(page.headers.get("x-content-type-options")).toBe("nosniff");
      expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    }
    const second = await getPage("/login", null);
    expect(second.headers.get("content-security-policy")).not.toBe((await getPage("/login", null)).headers.get("content-security-policy"));
  });

  test("the credit API keeps its JSON answers free of the page CSP but with the common headers", async () => {
    const response = await fetch(portalUrl("/health"));
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
