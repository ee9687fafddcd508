import { AppError, type FieldError } from "@/lib/http";

/** The 400 problem of a calculation object that its product refuses (range, model, dates...). */
export function planRefused(fieldErrors: readonly FieldError[]): AppError {
  return new AppError("VALIDATION", {
    message: "calculation object refused by the product",
    userMessage: "O objeto de cálculo não atende ao produto: veja cada campo em errors (unidades, faixas de taxa e prazo, modelo de cálculo).",
    fieldErrors,
  });
}
