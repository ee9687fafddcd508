import { describe, expect, test } from "vitest";
import { categoryLabel, categoryOf, freeReasonKey, REASON_CATEGORIES } from "./reason-categories";

describe("reasons of returns and refusals", () => {
  test("the credit API's reasons are grouped whatever amounts and dates they carry", () => {
    expect(categoryOf("WarrantyRevision", "Averbação recusada: parcela de R$ 1.234,56 acima da margem livre atual de R$ 500,00")?.key).toBe("margem");
    expect(categoryOf("WarrantyRevision", "Averbação recusada: parcela de R$ 99,00 acima da margem livre atual de R$ 25,00")?.key).toBe("margem");
    expect(categoryOf("WarrantyRevision", "Averbação recusada: competência de desconto no passado (2026-01-01; atual 2026-11-01)")?.key).toBe("competencia");
    expect(categoryOf("WarrantyRevision", "Averbação FGTS recusada: saldo antecipável de R$ 50,00 abaixo do valor pedido de R$ 300,00")?.key).toBe("saldo-fgts");
    expect(categoryOf("PaymentRevision", "Transferência recusada pelo banco de destino (conta inválida); corrija a conta de liquidação")?.key).toBe("conta-recusada");
    expect(categoryOf("Canceled", "Assinatura recusada pelo tomador na página de assinatura: desisti")?.key).toBe("assinatura-recusada");
    expect(categoryOf("Canceled", "Cancelamento solicitado pelo parceiro")?.key).toBe("cancelada-parceiro");
  });

  test("a reason naming several problems counts under the first category listed", () => {
    const both = "Averbação recusada: parcela de R$ 900,00 acima da margem livre atual de R$ 100,00; competência de desconto no passado (2026-01-01; atual 2026-11-01)";
    expect(categoryOf("WarrantyRevision", both)?.key).toBe("margem");
  });

  test("free text (the desk's, the partner's) and another status's phrase have no category", () => {
    expect(categoryOf("Revision", "Documento de identidade ilegível")).toBeNull();
    expect(categoryOf("Canceled", "Tomador desistiu")).toBeNull();
    // The phrase belongs to WarrantyRevision: in another status it is free text.
    expect(categoryOf("Revision", "parcela acima da margem livre")).toBeNull();
    expect(categoryOf("Canceled", null)).toBeNull();
  });

  test("keys are link-safe and unique; labels for keys", () => {
    const keys = REASON_CATEGORIES.map((category) => category.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((key) => /^[a-z0-9-]{1,40}$/.test(key))).toBe(true);
    expect(REASON_CATEGORIES.every((category) => category.phrase === null || category.phrase === category.phrase.toLowerCase())).toBe(true);
    expect(freeReasonKey("0123456789abcdef0123")).toBe("t0123456789ab");
    expect(categoryLabel("margem")).toBe("Parcela acima da margem livre");
    expect(categoryLabel("outros")).toBe("Outros motivos");
    expect(categoryLabel("t0123456789ab")).toBeNull();
  });
});
