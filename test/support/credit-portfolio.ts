/**
 * A partner portfolio written straight into the embedded credit API's tables, for tests and benchmarks that need
 * hundreds or thousands of operations (creating them over HTTP one by one would take minutes). The rows are
 * what the API itself writes: valid plans computed by the real engine, a history per operation. Operations are
 * frozen (no pipeline stage due) unless moved with `moveCreditNote`, which changes the status as the pipeline
 * does (status, since, history entry). The portal under test still reads them only over HTTP.
 */
import { randomUUID } from "node:crypto";
import type { Amortization, OperationStatus } from "@/lib/contract";
import type { PrismaClient } from "@/lib/db/generated/client";
import { firstPaymentDate } from "@/lib/finance";
import { planForNote } from "@/lib/credit/credit-notes/plan-for-note";
import { PRODUCT_IDS } from "@/lib/credit/products/catalog";
import { buildSandboxRegistry } from "@/lib/credit/sandbox/registry";
import { civilDateTime, civilToday } from "@/lib/credit/simulation/clock";
import { hashSecret } from "@/lib/security/scrypt-hash";
import { sealBranchSecret } from "@/lib/portal/branches/branch-credential";

export interface TestPartner {
  readonly correspondentId: string;
  readonly organizationId: string;
  readonly branchIds: readonly string[];
  readonly clientId: string;
  readonly clientSecret: string;
}

/**
 * A correspondent of its own with one API client, and a portal organization whose `branches` branches all hold
 * that credential (isolated from every other test's operations).
 */
export async function createTestPartner(prisma: PrismaClient, options: { branches?: number } = {}): Promise<TestPartner> {
  const tag = randomUUID().slice(0, 8);
  const correspondentId = randomUUID();
  const clientId = `parceiro-teste-${tag}`;
  const clientSecret = `segredo-teste-${tag}-2026`;
  const cnpj = `9${String(Math.floor(Math.random() * 1e13)).padStart(13, "0")}`;
  await prisma.creditCorrespondent.create({ data: { id: correspondentId, name: `Correspondente Teste ${tag}`, registrationNumber: cnpj } });
  await prisma.creditApiClient.create({
    data: { clientId, secretHash: await hashSecret(clientSecret, { N: 2 ** 10, r: 8, p: 1 }), name: `Teste ${tag}`, correspondentId },
  });
  const organization = await prisma.portalOrganization.create({ data: { name: `Organização Teste ${tag}`, registrationNumber: cnpj } });
  const branchIds: string[] = [];
  for (let index = 0; index < (options.branches ?? 1); index += 1) {
    const code = `teste-${tag}-${index}`;
    const branch = await prisma.portalBranch.create({
      data: { organizationId: organization.id, code, name: `Agência Teste ${tag}-${index}`, apiClientId: clientId, apiClientSecretEncrypted: sealBranchSecret(code, clientSecret) },
    });
    branchIds.push(branch.id);
  }
  return { correspondentId, organizationId: organization.id, branchIds, clientId, clientSecret };
}

export interface PortfolioOptions {
  readonly correspondentId: string;
  /** The status of each operation to create, in creation order. */
  readonly statuses: readonly OperationStatus[];
  /** Distinct borrowers the operations are spread over. */
  readonly borrowers?: number;
  /** Creation instant of the i-th operation (default: one second apart, ending ten minutes ago). */
  readonly createdAt?: (index: number) => Date;
}

/** Inserts the operations (and their borrowers and accounts); returns their ids in creation order. */
export async function insertPortfolio(prisma: PrismaClient, options: PortfolioOptions): Promise<string[]> {
  const product = await prisma.creditProduct.findUniqueOrThrow({ where: { id: PRODUCT_IDS.payrollPrice } });
  const today = civilToday();
  const startDate = civilDateTime(today);
  const amortization = {
    amortizationType: "price",
    requestedAmount: 300_000,
    apr: 1.99,
    numberOfPayments: 24,
    firstPaymentDate: firstPaymentDate(startDate, { transferDay: product.transferDay ?? 7 }) ?? startDate,
    calculationType: product.calculationType,
    paymentPeriodicity: { every: 1, periodicity: "Monthly" },
    startDate,
  } as unknown as Amortization;
  const priced = planForNote(randomUUID(), product, amortization);

  const workers = buildSandboxRegistry().workers.filter((worker) => worker.scenario === "regular");
  const borrowers = Array.from({ length: Math.min(options.borrowers ?? 20, workers.length) }, (_, index) => {
    const worker = workers[index]!;
    return { personId: randomUUID(), bankAccountId: randomUUID(), cpf: worker.registrationNumber, name: worker.name };
  });
  await prisma.creditNaturalPerson.createMany({
    data: borrowers.map((borrower) => ({
      id: borrower.personId,
      correspondentId: options.correspondentId,
      registrationNumber: borrower.cpf,
      name: borrower.name,
      birthDate: new Date(Date.UTC(1985, 4, 15)),
    })),
  });
  await prisma.creditBankAccount.createMany({
    data: borrowers.map((borrower, index) => ({
      id: borrower.bankAccountId,
      correspondentId: options.correspondentId,
      personId: borrower.personId,
      bankCode: "001",
      agency: "1234",
      accountNumber: String(20_000 + index),
      accountDigit: "1",
      accountType: "Checking",
      holderRegistrationNumber: borrower.cpf,
    })),
  });

  const count = options.statuses.length;
  const base = Date.now() - 600_000 - count * 1000;
  const createdAt = options.createdAt ?? ((index: number) => new Date(base + index * 1000));
  const ids: string[] = [];
  const notes: Array<Record<string, unknown>> = [];
  const history: Array<Record<string, unknown>> = [];
  options.statuses.forEach((status, index) => {
    const id = randomUUID();
    const borrower = borrowers[index % borrowers.length]!;
    const created = createdAt(index);
    const since = status === "Draft" ? created : new Date(created.getTime() + 500);
    ids.push(id);
    notes.push({
      id,
      correspondentId: options.correspondentId,
      productId: product.id,
      personId: borrower.personId,
      bankAccountId: borrower.bankAccountId,
      status,
      statusSince: since,
      nextStageAt: null,
      amortization: priced.amortization,
      plan: { ...priced.plan, id },
      warranty: [],
      liquidationType: "EletronicTransfer",
      emissionDate: created,
      createdAt: created,
      updatedAt: since,
    });
    history.push({ creditNoteId: id, to: "Draft", actor: "Partner", reason: "Operação criada", at: created });
    if (status !== "Draft") history.push({ creditNoteId: id, from: "Draft", to: status, actor: "Pipeline", reason: "Carteira de teste", at: since });
  });
  for (let at = 0; at < notes.length; at += 500) await prisma.creditNote.createMany({ data: notes.slice(at, at + 500) as never });
  for (let at = 0; at < history.length; at += 1000) await prisma.creditNoteTransition.createMany({ data: history.slice(at, at + 1000) as never });
  return ids;
}

/** Moves an operation as the pipeline or the desk would: new status and since, one history entry with a reason. */
export async function moveCreditNote(prisma: PrismaClient, id: string, to: OperationStatus, reason = "Movida pelo teste"): Promise<void> {
  const note = await prisma.creditNote.findUniqueOrThrow({ where: { id } });
  const at = new Date(Math.max(Date.now(), note.updatedAt.getTime() + 1000));
  await prisma.$transaction([
    prisma.creditNote.update({ where: { id }, data: { status: to, statusSince: at, updatedAt: at, version: { increment: 1 } } }),
    prisma.creditNoteTransition.create({ data: { creditNoteId: id, from: note.status, to, actor: "Desk", reason, at } }),
  ]);
}
