import { describe, expect, it } from "vitest";
import { findEndpoint } from "../reference/endpoints";
import { buildCollection, COLLECTION_SLUGS } from "./collections";
import { MODULE_FLOWS } from "./flows";
import { findGuideAndSection, GUIDES, sectionsOf } from "./guides";
import { renderLlmsTxt } from "./llms-txt";
import { CONTEXT_PARTS, moduleContext } from "./module-context";
import { lookupOperationType, OPERATION_TYPES } from "./operation-types";
import { PENDING_ITEMS } from "./pending";
import { SANDBOX_SCENARIOS, SPECIAL_CPFS, sandboxSection } from "./sandbox";
import { DOCS_MODULES } from "../modules";

describe("guides", () => {
  it("cover both modules and split into addressable sections", () => {
    expect(GUIDES.map((guide) => guide.id)).toEqual(expect.arrayContaining(["consignado-privado", "fgts"]));
    for (const guide of GUIDES) {
      const sections = sectionsOf(guide);
      expect(sections.length).toBeGreaterThan(2);
      for (const section of sections) expect(findGuideAndSection(`${guide.id}#${section.slug}`).section).toBe(section);
    }
  });

  it("teach the units, the statuses, the errors and the sandbox of each module", () => {
    for (const id of ["consignado-privado", "fgts"]) {
      const text = findGuideAndSection(id).guide?.markdown ?? "";
      expect(text).toMatch(/centavos/);
      expect(text).toMatch(/WarrantyRevision/);
      expect(text).toMatch(/400/);
      expect(text).toMatch(/## Sandbox/);
    }
  });
});

describe("module context", () => {
  it("has every part for both modules, naming only operations that exist", () => {
    for (const docsModule of DOCS_MODULES) {
      const text = moduleContext(docsModule);
      for (const part of CONTEXT_PARTS) expect(moduleContext(docsModule, part).length).toBeGreaterThan(50);
      expect(text).toContain(docsModule.products[0]?.id ?? "missing");
    }
    for (const steps of Object.values(MODULE_FLOWS)) {
      for (const operationId of steps.flatMap((step) => step.operationIds)) expect(findEndpoint(operationId)).toBeDefined();
    }
  });
});

describe("sandbox", () => {
  it("describes every refusal path with the sandbox's own special CPF for it", () => {
    const text = sandboxSection(SPECIAL_CPFS);
    for (const scenario of SANDBOX_SCENARIOS) expect(text).toContain(scenario.title);
    for (const entry of SPECIAL_CPFS) expect(text).toContain(`| \`${entry.cpf}\` |`);
    expect(text).toContain("| `90000002208` | Sem vínculo empregatício ativo |");
  });

  it("shows only the paths of the module asked for", () => {
    const fgts = sandboxSection(SPECIAL_CPFS, "fgts");
    expect(fgts).toContain("Saldo FGTS abaixo do pedido");
    expect(fgts).not.toContain("Autorização de margem recusada");
  });
});

describe("collections, llms.txt, operation types, pending items", () => {
  it("builds a collection for every published slug and none for other products", () => {
    for (const slug of COLLECTION_SLUGS) expect(buildCollection(slug, "http://x")).toMatchObject({ info: { schema: expect.stringContaining("v2.1.0") } });
    expect(buildCollection("cartao", "http://x")).toBeUndefined();
  });

  it("indexes every guide in llms.txt", () => {
    const text = renderLlmsTxt("http://x");
    for (const guide of GUIDES) expect(text).toContain(`docs://guia/${guide.id}`);
  });

  it("finds operation types by alias and refuses the legacy model by name", () => {
    expect(OPERATION_TYPES.length).toBeGreaterThanOrEqual(5);
    expect(lookupOperationType("SAC")).toMatchObject({ kind: "found", type: { id: "consignado-privado-sac" } });
    expect(lookupOperationType("consignado")).toMatchObject({ kind: "legacy" });
    expect(lookupOperationType("cartao")).toMatchObject({ kind: "not-found" });
  });

  it("lists the spec's eight gaps and the sandbox table as decided", () => {
    expect(PENDING_ITEMS.length).toBeGreaterThanOrEqual(8);
    expect(PENDING_ITEMS.find((item) => item.id === "cpfs-sandbox")?.status).toBe("decidido");
  });
});
