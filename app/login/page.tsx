import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PublicMain } from "@/components/shell/public-main";
import { SignInForm } from "@/components/auth/sign-in-form";
import { currentOperator } from "@/lib/portal/auth/current-operator";
import { safeRedirectPath } from "@/lib/portal/auth/safe-redirect";

export const metadata: Metadata = { title: "Entrar", robots: { index: false } };

const NOTICES: Record<string, string> = {
  "todas-as-sessoes": "Você saiu de todas as sessões.",
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
          <span aria-hidden className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-sm text-white">
            CP
          </span>
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
