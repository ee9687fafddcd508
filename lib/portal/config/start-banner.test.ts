import { describe, expect, test } from "vitest";
import { deskTokenKeptIn, startBanner } from "./start-banner";

describe("npm start's banner", () => {
  const token = "desk_live_9f3c2a7b1e";
  const facts = { baseUrl: "http://localhost:3000", database: "DATABASE_URL", demoPortfolio: "off" } as const;

  test("says where the desk token is kept and never prints it, whichever the source", () => {
    for (const env of [{ DESK_API_TOKEN: token }, {}]) {
      const banner = startBanner({ ...facts, deskTokenKeptIn: deskTokenKeptIn(env) });
      expect(banner).not.toContain(token);
      expect(banner).toMatch(/Authorization: Bearer <desk token>/);
    }
    expect(startBanner({ ...facts, deskTokenKeptIn: deskTokenKeptIn({ DESK_API_TOKEN: token }) })).toMatch(/kept in the DESK_API_TOKEN environment variable/);
    expect(startBanner({ ...facts, deskTokenKeptIn: deskTokenKeptIn({ DESK_API_TOKEN: "  " }) })).toMatch(/kept in DESK_API_TOKEN in \.data\/portal-secrets\.json/);
  });
});
