import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { buildSandboxRegistry } from "../lib/credit/sandbox/registry";
import { allowedPageActions, type OperationPageAction } from "../lib/portal/operations/operation-actions";
import { expectAccessible } from "./support/accessibility";
import { expectNoApiJargon } from "./support/jargon";
import { signInAndWait } from "./support/portal";
import { api, consentAndSign, createOperation, partnerToken, signatureWorker, waitForStatus } from "./support/signature";

const DESK_TOKEN = process.env.E2E_DESK_API_TOKEN ?? "e2e-desk-token-not-a-secret";
const registry = buildSandboxRegistry();
const workerOf = (cpf: string) => registry.workers.find((worker) => worker.registrationNumber === cpf)!;

/** What marks each page action on the operation page. */
function actionLocator(page: Page, action: OperationPageAction) {
  const main = page.getByRole("main");
  switch (action) {
    case "submit":
      return main.getByRole("button", { name: /^(Enviar|Reenviar) para aprovação$/ });
    case "closeRevision":
      return main.getByRole("button", { name: "Concluir a revisão de garantia" });
    case "restore":
      return main.getByRole("button", { name: "Restaurar" });
    case "cancel":
      return main.getByRole("button", { name: "Cancelar operação" });
    case "delete":
      return main.getByRole("button", { name: "Excluir" });
    case "edit":
      return main.locator("summary").getByText("Alterar a operação", { exact: true });
    case "collateral":
      return main.locator("summary").getByText("Corrigir a garantia", { exact: true });
    case "upload":
      return main.locator("summary").getByText("Anexar documento", { exact: true });
    case "correctAccount":
      return main.getByRole("heading", { name: "Corrigir a conta de liquidação" });
    case "signLinks":
      return main.getByRole("heading", { name: "Links de assinatura" });
  }
}

async function desk(request: APIRequestContext, id: string, decision: "revision" | "disapprove" | "force-error", reason: string) {
  const response = await request.post(`/desk-api/credit-notes/${id}/${decision}`, { headers: { authorization: `Bearer ${DESK_TOKEN}` }, data: { reason } });
  expect(response.status(), await response.text()).toBe(200);
}

async function sign(page: Page, request: APIRequestContext, token: string, id: string, cpf: string) {
  const links = (await api(request, token, "GET", `/v1/CreditNote/${id}/SignUrl`)) as { signers: Array<{ url: string }> };
  await page.goto(links.signers[0]!.url);
  await consentAndSign(page, cpf);
  await expect(page.getByRole("heading", { name: /assinado|Assinatura registrada/i }).first()).toBeVisible();
}

test.describe.configure({ mode: "serial" });

test("the page offers exactly the actions the contract's permission table allows, status by status", async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const token = await partnerToken(request);
  const previousMonth = (() => {
    const date = new Date();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() - 1);
    return `${date.toISOString().slice(0, 7)}-01`;
  })();

  // Operations brought to every status that holds (the pipeline's own stages last a second in tests; the unit
  // test of allowedPageActions covers every status), through the API as a partner and the desk would.
  const byStatus = new Map<string, { id: string; deleted?: boolean }>();
  const draft = await createOperation(request, token, "payroll", signatureWorker("payroll"));
  byStatus.set("Draft", { id: draft });
  const deleted = await createOperation(request, token, "payroll", signatureWorker("payroll"));
  await api(request, token, "DELETE", `/v1/CreditNote/${deleted}`);
  byStatus.set("Draft (excluída)", { id: deleted, deleted: true });
  const flows: Array<Promise<void>> = [];
  const submitted = async (product: "payroll" | "fgts", cpfOrWorker: string | undefined, until: string[], options = {}) => {
    const worker = cpfOrWorker ? workerOf(cpfOrWorker) : signatureWorker(product);
    const id = await createOperation(request, token, product, worker, options);
    await api(request, token, "POST", `/v1/CreditNote/${id}/submitapproval`);
    const reached = await waitForStatus(request, token, id, until);
    return { id, cpf: worker.registrationNumber, status: reached.status };
  };
  flows.push(submitted("payroll", undefined, ["WarrantyRevision"], { competence: previousMonth }).then(({ id }) => void byStatus.set("WarrantyRevision", { id })));
  flows.push(submitted("payroll", "90000007773", ["ManualWarranty"]).then(async ({ id }) => {
    byStatus.set("ManualWarranty", { id });
    const other = await submitted("payroll", undefined, ["Signatures"]);
    await desk(request, other.id, "revision", "Documento ilegível: reenvie");
    byStatus.set("Revision", { id: other.id });
  }));
  flows.push(submitted("fgts", undefined, ["Signatures"]).then(({ id }) => void byStatus.set("Signatures", { id })));
  flows.push(
    submitted("payroll", undefined, ["WarrantyRevision"], { competence: previousMonth }).then(async ({ id }) => {
      await desk(request, id, "disapprove", "Política de crédito");
      await waitForStatus(request, token, id, ["Disapproved"]);
      byStatus.set("Disapproved", { id });
    }),
  );
  flows.push(
    (async () => {
      const id = await createOperation(request, token, "payroll", signatureWorker("payroll"));
      await desk(request, id, "force-error", "Falha de comunicação simulada");
      byStatus.set("Error", { id });
      const canceled = await createOperation(request, token, "fgts", signatureWorker("fgts"));
      await api(request, token, "POST", `/v1/CreditNote/${canceled}/cancel`, { message: "Desistência do tomador" });
      await waitForStatus(request, token, canceled, ["Canceled"]);
      byStatus.set("Canceled", { id: canceled });
    })(),
  );
  // The statuses after the borrower's signature, side by side like the flows above: each borrower signs in a
  // browser of their own.
  for (const [cpf, status] of [
    ["90000006610", "PaymentRevision"],
    ["90000009121", "ManualLiquidation"],
    [undefined, "Finished"],
  ] as const) {
    flows.push(
      (async () => {
        const { id, cpf: signerCpf } = await submitted("payroll", cpf, ["Signatures"]);
        const signing = await browser.newContext();
        try {
          await sign(await signing.newPage(), request, token, id, signerCpf);
        } finally {
          await signing.close();
        }
        await waitForStatus(request, token, id, [status]);
        byStatus.set(status, { id });
      })(),
    );
  }
  await Promise.all(flows);

  await signInAndWait(page, "agente@centro.demo");
  for (const [label, { id, deleted: isDeleted }] of byStatus) {
    const operation = (await api(request, token, "GET", `/v1/CreditNote/${id}`)) as { status: Parameters<typeof allowedPageActions>[0]["status"]; plan: { amortizationType: string }; cancelRequestedAt?: string };
    await page.goto(`/operations/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Operação");
    const expected = allowedPageActions({ status: operation.status, deleted: Boolean(isDeleted), cancelRequested: operation.cancelRequestedAt !== undefined, productKind: operation.plan.amortizationType === "fgts" ? "fgts" : "payroll" });
    for (const action of ["submit", "closeRevision", "restore", "cancel", "delete", "edit", "collateral", "upload", "correctAccount", "signLinks"] as const) {
      await expect(actionLocator(page, action), `${label}: ${action}`).toHaveCount(expected.includes(action) ? 1 : 0);
    }
    // Each status says what happened and what to do in the correspondent's words, never the API's.
    await expectNoApiJargon(page, `página da operação (${label})`);
  }
  await expectAccessible(page, "página da operação");
});

test("cancel needs a reason and reaches Canceled; delete and restore from the page", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await partnerToken(request);
  const first = await createOperation(request, token, "payroll", signatureWorker("payroll"));
  const second = await createOperation(request, token, "fgts", signatureWorker("fgts"));
  await signInAndWait(page, "agente@centro.demo");

  await page.goto(`/operations/${first}`);
  await page.getByRole("button", { name: "Cancelar operação" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Cancelar operação" }).click();
  await expect(dialog.getByText(/Diga o motivo do cancelamento/)).toBeVisible();
  await dialog.getByLabel("Motivo do cancelamento").fill("O tomador desistiu do empréstimo");
  await dialog.getByRole("button", { name: "Cancelar operação" }).click();
  // The status itself, not the pending notice's "…fica assim até o status Cancelada", which shows at once.
  await expect(page.getByRole("region", { name: "Situação" }).getByText("Cancelada", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("O tomador desistiu do empréstimo").first()).toBeVisible();

  await page.goto(`/operations/${second}`);
  await page.getByRole("button", { name: "Excluir" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByText("Operação excluída")).toBeVisible();
  await page.getByRole("button", { name: "Restaurar" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByText("Operação excluída")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Excluir" })).toBeVisible();
});
