import { z } from "zod";
import { forbiddenCharacterMessage, hasForbiddenCharacter } from "@/lib/contract/units";
import { PORTAL_ROLES } from "../auth/roles";
import { PASSWORD_MAX_LENGTH, PASSWORD_MENTIONS_EMAIL, PASSWORD_MIN_LENGTH, passwordMentionsEmail } from "./password-policy";
import { roleBranchProblem } from "./role-branch-rule";

/*
 * The operator administration forms, one schema each, imported by the form (zodResolver) and by the server
 * action (operatorAction parses with it). Rules that need the database (unique e-mail, existing branch, the
 * target's e-mail for a reset, the last manager) are checked again by the lib operation.
 */

const operatorId = z.uuid("Operador inválido.");

const name = z
  .string("Informe o nome.")
  .refine((text) => !hasForbiddenCharacter(text), { error: `Nome ${forbiddenCharacterMessage}.`, abort: true })
  .trim().min(2, "Informe o nome (ao menos 2 caracteres).").max(120, "Nome longo demais (até 120 caracteres).");

const email = z.string("Informe o e-mail.").trim().toLowerCase().min(1, "Informe o e-mail.").max(254, "E-mail longo demais (até 254 caracteres).").email("E-mail inválido.");

const role = z.enum(PORTAL_ROLES, "Escolha um perfil.");

/** The form's select sends "" for "no branch"; the server works with null. */
const branchId = z
  .union([z.uuid("Agência inválida."), z.literal("")])
  .nullish()
  .transform((value) => value || null);

const password = z
  .string("Informe a senha.")
  .min(PASSWORD_MIN_LENGTH, `A senha precisa de ao menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `Senha longa demais (até ${PASSWORD_MAX_LENGTH} caracteres).`);

function checkRoleBranch(value: { role: (typeof PORTAL_ROLES)[number]; branchId: string | null }, ctx: z.RefinementCtx): void {
  const problem = roleBranchProblem(value.role, value.branchId);
  if (problem) ctx.addIssue({ code: "custom", path: ["branchId"], message: problem });
}

export const createOperatorSchema = z
  .object({ name, email, role, branchId, password })
  .superRefine((value, ctx) => {
    checkRoleBranch(value, ctx);
    if (passwordMentionsEmail(value.password, value.email)) ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MENTIONS_EMAIL });
  });
export type CreateOperatorFormValues = z.input<typeof createOperatorSchema>;
export type CreateOperatorInput = z.output<typeof createOperatorSchema>;

export const updateOperatorSchema = z.object({ operatorId, role, branchId }).superRefine(checkRoleBranch);
export type UpdateOperatorFormValues = z.input<typeof updateOperatorSchema>;
export type UpdateOperatorInput = z.output<typeof updateOperatorSchema>;

/** The server checks the e-mail rule against the stored address (the form cannot be trusted with it). */
export const resetOperatorPasswordSchema = z.object({ operatorId, password });
export type ResetOperatorPasswordFormValues = z.input<typeof resetOperatorPasswordSchema>;
export type ResetOperatorPasswordInput = z.output<typeof resetOperatorPasswordSchema>;

/** The same schema plus the e-mail rule, for the form that knows the operator's address (instant feedback). */
export function resetOperatorPasswordFormSchema(operatorEmail: string) {
  return resetOperatorPasswordSchema.superRefine((value, ctx) => {
    if (passwordMentionsEmail(value.password, operatorEmail)) ctx.addIssue({ code: "custom", path: ["password"], message: PASSWORD_MENTIONS_EMAIL });
  });
}

export const setOperatorDisabledSchema = z.object({ operatorId, disabled: z.boolean("Indique se o operador fica desativado.") });
export type SetOperatorDisabledInput = z.output<typeof setOperatorDisabledSchema>;

/** Without `sessionId`: every session of the operator. */
export const revokeOperatorSessionsSchema = z.object({ operatorId, sessionId: z.uuid("Sessão inválida.").optional() });
export type RevokeOperatorSessionsInput = z.output<typeof revokeOperatorSessionsSchema>;
