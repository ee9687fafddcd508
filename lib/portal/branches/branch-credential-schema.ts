import { z } from "zod";
import { forbiddenCharacterMessage, hasForbiddenCharacter } from "@/lib/contract/units";

const withoutControlCharacters = (what: string) =>
  [(text: string) => !hasForbiddenCharacter(text), { error: `${what} ${forbiddenCharacterMessage}.`, abort: true }] as const;

/** The branch credential form, shared by the manager's form and the server action. */
export const branchCredentialSchema = z.object({
  branchId: z.uuid(),
  clientId: z
    .string()
    .refine(...withoutControlCharacters("Client ID"))
    .trim().min(3, "Informe o client ID (3 a 100 caracteres).").max(100, "Client ID longo demais (até 100 caracteres)."),
  clientSecret: z
    .string()
    .refine(...withoutControlCharacters("Segredo"))
    .min(12, "O segredo tem ao menos 12 caracteres.").max(200, "Segredo longo demais (até 200 caracteres)."),
});

export type BranchCredentialInput = z.output<typeof branchCredentialSchema>;
