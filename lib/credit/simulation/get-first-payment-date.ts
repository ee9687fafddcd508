import type { FirstPaymentDate, FirstPaymentDateQuery } from "@/lib/contract";
import { firstPaymentDate } from "@/lib/finance";
import { AppError } from "@/lib/http";
import { findProduct } from "../products/find-product";

/**
 * `POST /v1/RegistryEmployee/FirstPaymentDate`: the first due date from the product's transfer day
 * (lib/finance `firstPaymentDate`: the first transfer day at least 30 days after the start date). Payroll
 * products only: an FGTS plan falls due in the birthday-withdrawal month, with no transfer day.
 */
export async function getFirstPaymentDate(query: FirstPaymentDateQuery): Promise<FirstPaymentDate> {
  const product = await findProduct(query.productId);
  if (product.module !== "payroll" || product.transferDay === null) {
    throw new AppError("VALIDATION", {
      message: "first payment date asked for a product without transfer day",
      userMessage: "A data da primeira parcela só se aplica ao consignado privado.",
      fieldErrors: [
        {
          field: "productId",
          message:
            "informe um produto do consignado privado: no FGTS não há dia de repasse, as parcelas vencem no mês do saque-aniversário (paymentMonth)",
        },
      ],
    });
  }
  const date = firstPaymentDate(query.startDate, { transferDay: product.transferDay });
  if (date === null) {
    throw new AppError("VALIDATION", {
      message: "invalid start date",
      fieldErrors: [{ field: "startDate", message: "informe uma data no formato YYYY-MM-DD, com data de calendário válida (ex.: 2026-05-01)" }],
    });
  }
  return { firstPaymentDate: date };
}
