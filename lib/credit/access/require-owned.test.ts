import { describe, expect, it } from "vitest";
import { loadOwned, OWNED_RESOURCES, requireOwned } from "./require-owned";

const caller = { apiClientId: "client-1", correspondentId: "corr-1" };
const id = "3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f";

describe("requireOwned", () => {
  it("returns the caller's record", () => {
    const record = { id, correspondentId: "corr-1" };
    expect(requireOwned(record, caller, OWNED_RESOURCES.person, id)).toBe(record);
  });

  it("answers 404 for a missing record and 403 for another correspondent's, with the resource's message", () => {
    expect(() => requireOwned(null, caller, OWNED_RESOURCES.person, id)).toThrow(
      expect.objectContaining({ code: "NOT_FOUND", status: 404, userMessage: OWNED_RESOURCES.person.notFound }),
    );
    expect(() => requireOwned({ correspondentId: "corr-2" }, caller, OWNED_RESOURCES.bankAccount, id)).toThrow(
      expect.objectContaining({ code: "FORBIDDEN", status: 403, userMessage: OWNED_RESOURCES.bankAccount.forbidden }),
    );
  });

  it("loads by id first", async () => {
    await expect(loadOwned(async (key) => ({ key, correspondentId: "corr-1" }), id, caller, OWNED_RESOURCES.creditNote)).resolves.toEqual({
      key: id,
      correspondentId: "corr-1",
    });
    await expect(loadOwned(async () => null, id, caller, OWNED_RESOURCES.creditNote)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
