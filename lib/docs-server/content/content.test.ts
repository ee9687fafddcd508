import { describe, expect, it } from "vitest";
import { findEndpoint } from "../reference/endpoints";
import { buildCollection, COLLECTION_SLUGS } from "./collections";
import { MODULE_FLOWS } from "./flows";
import { API_RULES } from "@/lib/contract/api-rules";
import { screenArguments } from "../safety";
import { findGuideAndSection, GUIDES, MAX_ANCHOR_LENGTH, sectionsOf } from "./guides";
import { renderLlmsTxt } from "./llms-txt";
import { CONTEXT_PARTS, moduleContext } from "./module-context";
import { lookupOperationType, OPERATION_TYPES } from "./operation-types";
import { PENDING_ITEMS } from "./pending";
import { SANDBOX_SCENARIOS, SPECIAL_CPFS, sandboxSection } from "./sandbox";
import { DOCS_MODULES } from "../modules";
import { PROMPT_NAMES, RESOURCE_DEFINITIONS, TOOL_NAMES } from "../inventory";
import { fieldRequirement } from "./tables";

describe("guides", () => {
  it("cover both modules and split into addressable sections", () => {
    expect(GUIDES.map((guide) => guide.id)).toEqual(expect.arrayContaining(["consignado-privado", "fgts"]));
    for (const guide of GUIDES) {
      const sections = sectionsOf(guide);
      expect(sections.length).toBeGreaterThan(2);
      for (const section of sections) expect(findGuideAndSection(`${guide.id}#${section.slug}`).section).toBe(section);
    }
  });

  it("give every section a short, unique anchor that the argument screening accepts back", () => {
    for (const guide of GUIDES) {
      const anchors = sectionsOf(guide).map((section) => section.slug);
      expect(new Set(anchors).size).toBe(anchors.length);
      for (const anchor of anchors) {
        expect(anchor.length).toBeLessThanOrEqual(MAX_ANCHOR_LENGTH);
        expect(screenArguments({ id: `${guide.id}#${anchor}` }), `${guide.id}#${anchor}`).toBeUndefined();
      }
    }
  });

  it("link only to sections that exist", () => {
    const links = GUIDES.flatMap((guide) => [...guide.markdown.matchAll(/`(?:docs:\/\/guia\/)?([a-z-]+#[a-z0-9-]+)`/g)].map((match) => match[1] ?? ""));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(findGuideAndSection(link).section, link).toBeDefined();
  });

  it("publish every rule the API applies beyond the spec, with the numbers of the code", () => {
    const conventions = findGuideAndSection("convencoes#regras-alem-da-especificacao").section?.markdown ?? "";
    for (const rule of API_RULES) expect(conventions).toContain(rule.title);
    const fgts = findGuideAndSection("fgts").guide?.markdown ?? "";
    expect(fgts).toContain("R$ 100,00 e R$ 500,00");
    expect(fgts).toContain("V360DiasCorridos");
    expect(findGuideAndSection("consignado-privado#contagem-de-dias").section?.markdown).toContain("até 44 dias, 1 mês");
    expect(findGuideAndSection("consignado-privado#taxa-das-ofertas").section?.markdown).toContain("MaximumRate");
    const offerInstallment = findGuideAndSection("consignado-privado#parcela-das-ofertas").section?.markdown ?? "";
    expect(offerInstallment).toContain("lastInstallmentAmountInCents");
    expect(offerInstallment).toContain("requestedAmount = loanAmountInCents");
    expect(findGuideAndSection("consignado-privado#valor-de-partida").section?.markdown).toMatch(/Liquid, o valor a liberar/);
    expect(findGuideAndSection("acompanhamento#paymentrevision").section?.markdown).toContain('aceita só { "bankAccountId": ... }');
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

  it("say which fields a route requires as the contract's schemas do, and every tool, resource and prompt of this server", () => {
    const section = (anchor: string) => findGuideAndSection(anchor).section?.markdown ?? "";
    const creation = fieldRequirement("createCreditNote", { body: "" });
    expect(creation.required).toBe("`productId`, `amortization` e `liquidationType`");
    expect(section("consignado-privado#passo-4-criar-a-operacao")).toContain(`Obrigatórios no corpo da criação: ${creation.required}`);
    expect(fieldRequirement("updateCreditNoteUploads", { body: "uploads[]." }).required).toBe("`fileType` e `fileName`");
    expect(fieldRequirement("getFirstPaymentDate", "query").required).toBe("`productId` e `startDate`");
    const server = section("autenticacao#este-servidor-de-documentacao");
    for (const name of [...TOOL_NAMES, ...PROMPT_NAMES]) expect(server).toContain(`\`${name}\``);
    for (const resource of RESOURCE_DEFINITIONS) expect(server).toContain(`Recurso \`${resource.uriTemplate}\``);
    expect(server).toContain("Ferramenta `docs_campo` (`campo`; opcionais: `api`, `parte`)");
  });

  it("name the FGTS limits of the product record, each with its unit, where the product is described", () => {
    const product = findGuideAndSection("fgts#produto").section?.markdown ?? "";
    expect(product).toContain("`fgtsLimits`");
    expect(product).toContain("`minWithdrawalPerYearInCents` (valor mínimo por saque antecipado, em centavos)");
    expect(product).toContain("`maxWithdrawalPerYearInCents` (valor máximo por saque antecipado, em centavos)");
    expect(product).toContain("`maxPledgedWithdrawals`");
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
    expect(text).toContain("| `90000002208` | Sem vínculo empregatício ativo (`no-employment-link`) |");
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
