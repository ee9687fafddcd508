/**
 * `POST /v1/RegistryEmployee/FirstPaymentDate`: the product's transfer day sets the first due date. The
 * caller must use this result in the operation, never compute it.
 */
import { z } from "zod";
import { parametersObject } from "./objects";
import { civilDateSchema, utcDateTimeSchema, uuidSchema } from "./units";

export const firstPaymentDateQuerySchema = parametersObject(
  {
    productId: uuidSchema.describe("Produto contratado; seu dia de repasse define o vencimento."),
    startDate: civilDateSchema.describe("Data-base, YYYY-MM-DD."),
  },
  "data da primeira parcela",
);

export const firstPaymentDateSchema = z
  .object({
    firstPaymentDate: utcDateTimeSchema.describe("Data da primeira parcela (UTC); use em amortization.firstPaymentDate."),
  })
  .meta({ id: "FirstPaymentDate", description: "Data da primeira parcela calculada pelo produto." });

export type FirstPaymentDateQuery = z.output<typeof firstPaymentDateQuerySchema>;
export type FirstPaymentDate = z.output<typeof firstPaymentDateSchema>;
