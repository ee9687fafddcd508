import { describe, expect, test } from "vitest";
import type { PortalRole } from "../auth/roles";
import { managerChangeRefusal } from "./manager-protection";

const ME = "me";
const OTHER = "other";

function change(target: { id: string; role: PortalRole; disabled?: boolean }, next: { role?: PortalRole; disabled?: boolean }, otherEnabledManagers = 1) {
  const current = { id: target.id, role: target.role, disabled: target.disabled ?? false };
  return managerChangeRefusal({
    actorId: ME,
    target: current,
    next: { role: next.role ?? current.role, disabled: next.disabled ?? current.disabled },
    otherEnabledManagers,
  });
}

describe("managerChangeRefusal", () => {
  test("a manager cannot disable itself, even with other managers", () => {
    expect(change({ id: ME, role: "manager" }, { disabled: true }, 3)).toMatch(/próprio acesso/);
  });

  test("a manager cannot demote itself", () => {
    expect(change({ id: ME, role: "manager" }, { role: "desk" }, 3)).toMatch(/próprio perfil de gestor/);
  });

  test("a manager may keep its own role (no-op) ", () => {
    expect(change({ id: ME, role: "manager" }, { role: "manager" }, 0)).toBeNull();
  });

  test("the last enabled manager cannot be disabled or demoted", () => {
    expect(change({ id: OTHER, role: "manager" }, { disabled: true }, 0)).toMatch(/último gestor ativo/);
    expect(change({ id: OTHER, role: "manager" }, { role: "officer" }, 0)).toMatch(/último gestor ativo/);
  });

  test("another manager can be disabled or demoted while one stays enabled", () => {
    expect(change({ id: OTHER, role: "manager" }, { disabled: true }, 1)).toBeNull();
    expect(change({ id: OTHER, role: "manager" }, { role: "desk" }, 1)).toBeNull();
  });

  test("a disabled manager is not counted as the last one (demoting it changes nothing)", () => {
    expect(change({ id: OTHER, role: "manager", disabled: true }, { role: "desk" }, 0)).toBeNull();
  });

  test("other roles are never protected", () => {
    expect(change({ id: OTHER, role: "correspondent" }, { disabled: true }, 0)).toBeNull();
    expect(change({ id: OTHER, role: "desk" }, { role: "manager" }, 0)).toBeNull();
  });
});
