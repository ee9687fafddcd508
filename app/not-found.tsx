import { PublicMain } from "@/components/shell/public-main";
import Link from "next/link";

export default function NotFound() {
  return (
    <PublicMain>
      <div className="mx-auto max-w-xl py-16 text-center">
        <p className="text-sm font-medium text-brand-700">Erro 404</p>
        <h1 className="mt-2 text-2xl font-semibold text-slate-900">Página não encontrada</h1>
        <p className="mt-2 text-slate-600">O endereço pode ter mudado ou a página ainda não está disponível.</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Voltar ao início
        </Link>
      </div>
    </PublicMain>
  );
}
