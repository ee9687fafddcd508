import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { BrandMark } from "@/components/shell/brand-mark";
import { PublicMain } from "@/components/shell/public-main";
import { SignInForm } from "@/components/auth/sign-in-form";
import { currentOperator } from "@/lib/portal/auth/current-operator";
import { safeRedirectPath } from "@/lib/portal/auth/safe-redirect";

export const metadata: Metadata = { title: "Entrar", robots: { index: false } };

const NOTICES: Record<string, string> = {
  "todas-as-sessoes": "Você saiu de todas as sessões.",
  "sessao-encerrada": "Sua sessão foi encerrada: você saiu em outro dispositivo, trocou a senha ou um gestor encerrou o acesso. Entre novamente para continuar.",
  "sessao-expirada": "Sua sessão expirou (ela dura 8 horas). Entre novamente para continuar de onde parou.",
  "acesso-desativado": "Seu acesso foi desativado por um gestor. Procure o gestor da sua agência se precisar voltar a entrar.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = typeof params.callbackUrl === "string" ? params.callbackUrl : null;
  if (await currentOperator()) redirect(safeRedirectPath(callbackUrl));
  const notice = typeof params.motivo === "string" ? NOTICES[params.motivo] : undefined;
  return (
    <PublicMain>
      <div className="mx-auto mt-12 max-w-sm">
        <div className="mb-6 flex items-center gap-2 font-semibold text-brand-900">
          <BrandMark />
          <span>Crédito Parceiros</span>
        </div>
        <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-xl font-semibold text-slate-900">Entrar no portal</h1>
          <p className="mt-1 text-sm text-slate-600">Acesso de correspondentes, agentes, gestores e mesa de crédito.</p>
          {notice && (
            <p role="status" className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
              {notice}
            </p>
          )}
          <SignInForm callbackUrl={callbackUrl} />
        </section>
      </div>
    </PublicMain>
  );
}
