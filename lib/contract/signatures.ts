/** `GET /v1/CreditNote/{id}/SignUrl` (from `Signatures` onward): where each signer signs (DESIGN §3). */
import { z } from "zod";
import { signerRoleSchema, signerStatusSchema } from "./enums";
import { sha256Schema, utcDateTimeSchema } from "./units";

/** The hidden digits of the masked CPF (`***.456.789-**`) a signer types to confirm who is signing. */
export const SIGNER_IDENTITY_DIGITS = 3;

/** What a signer's refusal does, wherever the documentation says it (the SignUrl route, the flow guides, the sandbox). */
export const SIGNATURE_REFUSAL_RULE =
  "Um signatário que recusa fica Refused, e a esteira cancela a operação na etapa seguinte (Canceled, com o motivo dado), liberando a margem ou os saques-aniversário.";

/**
 * Evidence of a signer's decision the partner may read: when, and which document (its SHA-256). The client
 * address and the user agent the signature page recorded stay with the provider (personal data): never sent.
 */
export const SIGNATURE_EVIDENCE_NOTE =
  "A página de assinatura guarda, com a decisão, a data e a hora, o endereço IP, o navegador e o documento canônico assinado; " +
  "o parceiro recebe a data e a hora e o SHA-256 do documento, nunca o endereço IP nem o navegador.";

/** When no signer is listed: the instrument the partner sent signed (`SignedContract` in `Draft`) replaced the collection. */
export const SKIPPED_COLLECTION_NOTE =
  "Lista vazia quando um SignedContract enviado em Draft dispensou a coleta: a operação passa de InstrumentApproval direto a PartnerSignaturesValidation.";

export const signerSchema = z
  .object({
    name: z.string().describe("Nome do signatário, mascarado."),
    role: signerRoleSchema,
    url: z.url().describe("Endereço de assinatura no provedor; entregue ao signatário."),
    status: signerStatusSchema,
    signedAt: utcDateTimeSchema.optional().describe("Quando o signatário assinou (UTC). Só em Signed."),
    refusedAt: utcDateTimeSchema
      .optional()
      .describe("Quando o signatário recusou a assinatura (UTC). Só em Refused: a esteira cancela a operação, com o motivo dado, na etapa seguinte."),
    documentSha256: sha256Schema
      .optional()
      .describe(
        "SHA-256 do documento que o signatário viu e assinou ou recusou: o código de verificação exibido na página de assinatura. " +
          "Só em Signed e Refused. " +
          SIGNATURE_EVIDENCE_NOTE,
      ),
  })
  .meta({ id: "Signer", description: "Signatário, seu endereço de assinatura e a evidência da sua decisão." });

export const signUrlResponseSchema = z
  .object({ signers: z.array(signerSchema) })
  .meta({ id: "SignUrlResponse", description: "Endereços de assinatura dos signatários." });

export type Signer = z.output<typeof signerSchema>;
export type SignUrlResponse = z.output<typeof signUrlResponseSchema>;
