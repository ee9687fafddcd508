/** `GET /v1/CreditNote/{id}/SignUrl` (from `Signatures` onward): where each signer signs (DESIGN §3). */
import { z } from "zod";
import { signerRoleSchema, signerStatusSchema } from "./enums";

export const signerSchema = z
  .object({
    name: z.string().describe("Nome do signatário, mascarado."),
    role: signerRoleSchema,
    url: z.url().describe("Endereço de assinatura no provedor; entregue ao signatário."),
    status: signerStatusSchema,
  })
  .meta({ id: "Signer", description: "Signatário e seu endereço de assinatura." });

export const signUrlResponseSchema = z
  .object({ signers: z.array(signerSchema) })
  .meta({ id: "SignUrlResponse", description: "Endereços de assinatura dos signatários." });

export type Signer = z.output<typeof signerSchema>;
export type SignUrlResponse = z.output<typeof signUrlResponseSchema>;
