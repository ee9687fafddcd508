import { describe, expect, test } from "vitest";
import { operatorStatus, operatorStatusLabel } from "./operator-status";

const NOW = new Date("2026-11-21T15:00:00Z"); // 12:00 in Brasília

describe("operatorStatus", () => {
  test("active when neither disabled nor locked, or when the lock has passed", () => {
    expect(operatorStatus({ disabledAt: null, lockedUntil: null }, NOW)).toEqual({ kind: "active" });
    expect(operatorStatus({ disabledAt: null, lockedUntil: new Date("2026-11-21T14:59:00Z") }, NOW)).toEqual({ kind: "active" });
  });

  test("locked while the lock runs, labelled with its end in Brasília time", () => {
    const status = operatorStatus({ disabledAt: null, lockedUntil: new Date("2026-11-21T15:12:00Z") }, NOW);
    expect(status).toEqual({ kind: "locked", until: new Date("2026-11-21T15:12:00Z") });
    expect(operatorStatusLabel(status)).toBe("bloqueado até 12:12");
  });

  test("disabled wins over a running lock", () => {
    const status = operatorStatus({ disabledAt: new Date("2026-11-20T10:00:00Z"), lockedUntil: new Date("2026-11-21T15:12:00Z") }, NOW);
    expect(status.kind).toBe("disabled");
    expect(operatorStatusLabel(status)).toBe("desativado");
  });

  test("labels", () => {
    expect(operatorStatusLabel({ kind: "active" })).toBe("ativo");
  });
});
