import Link from "next/link";

/** 403: the operator is signed in but its role or branch does not allow this page. */
export default function Forbidden() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-medium text-red-700">Erro 403</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">Acesso não permitido</h1>
      <p className="mt-2 text-slate-600">Seu perfil ou sua agência não dá acesso a esta página. Se precisar dela, fale com o gestor.</p>
      <Link href="/" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
        Voltar ao início
      </Link>
    </div>
  );
}
