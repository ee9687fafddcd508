import { describe, expect, test } from "vitest";
import { staleScans } from "./stale-scans";

const cutoff = new Date("2026-11-25T12:00:00Z");
const branches = [
  { name: "Centro · Sé", apiClientId: "a" },
  { name: "Centro · Paulista", apiClientId: "b" },
  { name: "Norte", apiClientId: "c" },
  { name: "Nova", apiClientId: "d" },
];

describe("stale scans", () => {
  test("names the branches whose last successful scan is before the cutoff, or that never succeeded though tried", () => {
    const scans = [
      { apiClientId: "a", lastSucceededAt: new Date("2026-11-25T11:00:00Z"), lastStartedAt: new Date("2026-11-25T12:30:00Z"), lastError: "timeout" },
      { apiClientId: "b", lastSucceededAt: new Date("2026-11-25T12:10:00Z"), lastStartedAt: new Date("2026-11-25T12:10:00Z"), lastError: null },
      { apiClientId: "c", lastSucceededAt: null, lastStartedAt: new Date("2026-11-25T12:30:00Z"), lastError: "network" },
    ];
    expect(staleScans(branches, scans, cutoff)).toEqual([
      { branchName: "Centro · Sé", lastSucceededAt: new Date("2026-11-25T11:00:00Z"), lastError: "timeout" },
      { branchName: "Norte", lastSucceededAt: null, lastError: "network" },
    ]);
  });
});
