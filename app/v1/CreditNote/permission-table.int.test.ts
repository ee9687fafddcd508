/**
 * The spec's permission table, pair by pair: for every operation status and every partner action, an allowed
 * action is carried out (never 409, never 5xx) and a forbidden one answers 409. The expected table is the
 * contract's (`allowedStatusesByAction`), the one the OpenAPI document and the documentation server publish.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { allowedStatusesByAction, operationStatusValues, type OperationAction, type OperationStatus } from "@/lib/contract";
import { callApi, centro, tokenFor } from "@/test/integration/credit-api";
import { payrollCreationBody, warrantyItem } from "@/test/integration/credit-notes";
import { testDatabase } from "@/test/integration/registrations";

let token: string;
let noteId: string;
let uploads = 0;

beforeAll(async () => {
  token = await tokenFor(centro);
  const created = await callApi(token, "POST", "/v1/CreditNote", await payrollCreationBody(token));
  expect(created.status).toBe(200);
  noteId = created.body?.id as string;
});
afterAll(() => testDatabase().$disconnect());

/** The operation in `status`, not deleted, no cancel pending, and out of the pipeline's reach (no stage due). */
async function placeIn(status: OperationStatus) {
  await testDatabase().creditNote.update({
    where: { id: noteId },
    data: { status, deletedAt: null, cancelRequestedAt: null, cancelReason: null, nextStageAt: null },
  });
}

const requests: Record<Exclude<OperationAction, "correctSettlementAccount">, () => Promise<{ status: number }>> = {
  update: () => callApi(token, "PUT", `/v1/CreditNote/${noteId}`, { observations: "ajuste" }),
  updateCollateral: () => callApi(token, "PUT", `/v1/CreditNote/${noteId}/upload`, { uploads: [{ fileType: "Others", fileName: `doc-${++uploads}.pdf` }] }),
  delete: () => callApi(token, "DELETE", `/v1/CreditNote/${noteId}`),
  signUrl: () => callApi(token, "GET", `/v1/CreditNote/${noteId}/SignUrl`),
  submitApproval: () => callApi(token, "POST", `/v1/CreditNote/${noteId}/submitapproval`),
  doneWarrantyRevision: () => callApi(token, "POST", `/v1/CreditNote/${noteId}/doneWarrantyRevision`),
  cancel: () => callApi(token, "POST", `/v1/CreditNote/${noteId}/cancel`, { message: "teste da tabela de permissões" }),
};

const pairs = operationStatusValues.flatMap((status) =>
  (Object.keys(requests) as Array<keyof typeof requests>).map((action) => [status, action, allowedStatusesByAction[action].includes(status)] as const),
);

test.each(pairs)("%s + %s (allowed: %s)", async (status, action, allowed) => {
  await placeIn(status);
  const response = await requests[action]();
  if (allowed) {
    expect(response.status, JSON.stringify(response)).not.toBe(409);
    expect(response.status).toBeLessThan(500);
  } else {
    expect(response.status, JSON.stringify(response)).toBe(409);
  }
});

test("PUT /warranty follows the same collateral rule", async () => {
  for (const status of operationStatusValues) {
    await placeIn(status);
    const response = await callApi(token, "PUT", `/v1/CreditNote/${noteId}/warranty`, { warranty: [warrantyItem()] });
    expect(response.status === 409, `${status}: ${response.status}`).toBe(!allowedStatusesByAction.updateCollateral.includes(status));
  }
});
