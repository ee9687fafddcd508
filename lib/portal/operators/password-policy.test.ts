import { describe, expect, test } from "vitest";
import { passwordMentionsEmail } from "./password-policy";

describe("passwordMentionsEmail", () => {
  test("finds the local part anywhere, whatever the case", () => {
    expect(passwordMentionsEmail("Senha-Maria.Silva-2026", "maria.silva@centro.demo")).toBe(true);
    expect(passwordMentionsEmail("MARIA.SILVA", "Maria.Silva@Centro.Demo")).toBe(true);
  });

  test("the domain or part of the local part is allowed", () => {
    expect(passwordMentionsEmail("centro.demo-2026-forte", "maria.silva@centro.demo")).toBe(false);
    expect(passwordMentionsEmail("maria-e-outra-coisa", "maria.silva@centro.demo")).toBe(false);
  });

  test("ignores local parts too short to be a real guess", () => {
    expect(passwordMentionsEmail("jovem-e-longa-senha", "jo@centro.demo")).toBe(false);
    expect(passwordMentionsEmail("ana-tem-uma-senha", "ana@centro.demo")).toBe(true);
  });
});
