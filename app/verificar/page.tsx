import type { Metadata } from "next";
import { headers } from "next/headers";
import { VerificationResult } from "@/components/sign/verification-result";
import { Button } from "@/components/ui/button";
import { verifyDocumentCode } from "@/lib/credit/documents/verify-document";
import { requestClientAddress } from "@/lib/http/client-address";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Verificar documento" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * `/verificar?codigo=…`: whether a CCB with that verification code was signed, and its outline (number, version,
 * amounts, signature times), personal data masked. Public and throttled per client address.
 */
export default async function VerifyPage({ searchParams }: Props) {
  const raw = (await searchParams).codigo;
  const code = typeof raw === "string" ? raw.slice(0, 200) : "";
  const outcome = code.trim() === "" ? null : await verifyDocumentCode(code, requestClientAddress(await headers()));
  return (
    <div className="space-y-6">
      <header>
        <p className="text-sm font-medium text-brand-700">Documentos do crédito</p>
        <h1 className="mt-1 text-2xl font-semibold text-slate-900 sm:text-3xl">Verificar um documento</h1>
        <p className="mt-2 text-sm text-slate-700">
          Digite o código de verificação impresso no rodapé de cada página da Cédula de Crédito Bancário (64 letras e números; os espaços são opcionais).
        </p>
      </header>
      <form method="get" action="/verificar" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <label htmlFor="codigo" className="block text-sm font-medium text-slate-900">
          Código de verificação
        </label>
        <textarea
          id="codigo"
          name="codigo"
          rows={3}
          required
          defaultValue={code}
          spellCheck={false}
          autoComplete="off"
          aria-describedby="codigo-ajuda"
          className="block min-h-11 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm tracking-wide text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
        <p id="codigo-ajuda" className="text-xs text-slate-600">
          Exemplo: 3F2A 9C41 … (16 grupos de 4).
        </p>
        <Button type="submit">Verificar</Button>
      </form>
      {outcome && <VerificationResult outcome={outcome} />}
    </div>
  );
}
