/** A contact of the worker (offer proposals, margin authorization), validated for its type. */
import { z } from "zod";
import { contactTypeSchema } from "./enums";
import { addFieldIssue, evenWithOtherIssues, propertyOf, requestObject } from "./objects";
import { contractString } from "./units";

const emailExpectation = "para Email informe um endereço de e-mail válido (ex.: nome@exemplo.com.br)";
const mobileExpectation = "para Cellphone e WhatsApp informe DDD + celular com 11 dígitos, só números (ex.: 11987654321)";

const emailFormat = z.email();
/** Brazilian mobile: two-digit area code (no zero), then 9 and eight digits. */
const mobilePattern = /^[1-9]{2}9\d{8}$/;

function checkContactFormat(contact: unknown, context: z.core.$RefinementCtx): void {
  const type = propertyOf(contact, "type");
  const value = propertyOf(contact, "contact");
  if (typeof value !== "string") return;
  if (type === "Email" && !emailFormat.safeParse(value).success) addFieldIssue(context, "contact", emailExpectation, value);
  if ((type === "Cellphone" || type === "WhatsApp") && !mobilePattern.test(value)) {
    addFieldIssue(context, "contact", mobileExpectation, value);
  }
}

export const contactSchema = requestObject(
  {
    type: contactTypeSchema,
    contact: contractString("informe o contato formatado para o tipo: e-mail, ou DDD + celular com 11 dígitos")
      .max(254, { error: "informe o contato com até 254 caracteres" })
      .describe("O contato, formatado para o tipo: e-mail, ou DDD + celular com 11 dígitos só números."),
  },
  "contato",
)
  .superRefine(checkContactFormat, evenWithOtherIssues)
  .meta({ id: "Contact", description: "Contato do trabalhador: Email, Cellphone ou WhatsApp." });

export type Contact = z.output<typeof contactSchema>;
