import { describe, expect, it } from "vitest";
import { pluralize, pluralWord } from "./plural";

describe("pluralize", () => {
  it.each([
    [0, "0 operações"],
    [1, "1 operação"],
    [2, "2 operações"],
    [1234, "1.234 operações"],
  ])("%i → %s", (count, text) => {
    expect(pluralize(count, "operação", "operações")).toBe(text);
  });
  it("picks the noun alone for sentences that put the count elsewhere", () => {
    expect(pluralWord(1, "passagem", "passagens")).toBe("passagem");
    expect(pluralWord(3, "passagem", "passagens")).toBe("passagens");
  });
});
