import { z } from "zod";

/** The sign-in form, shared by the page (react-hook-form) and the server (Auth.js `authorize`). */
export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Informe o e-mail.").max(254).email("E-mail inválido."),
  password: z.string().min(1, "Informe a senha.").max(200, "Senha longa demais (até 200 caracteres)."),
});

export type SignInValues = z.input<typeof signInSchema>;

/** What an operator reads for each refusal (never whether the e-mail exists). */
export function signInRefusalMessage(code: string | undefined, until?: string | null): string {
  switch (code) {
    case "locked":
      return until
        ? `Conta bloqueada neste endereço após tentativas erradas. Tente de novo após ${until}, entre de um dispositivo já usado ou peça ao gestor para redefinir a senha.`
        : "Conta bloqueada neste endereço após tentativas erradas. Tente de novo em 15 minutos, entre de um dispositivo já usado ou peça ao gestor para redefinir a senha.";
    case "rate-limited":
      return "Tentativas demais em pouco tempo. Aguarde alguns minutos e tente de novo.";
    default:
      return "E-mail ou senha incorretos.";
  }
}
