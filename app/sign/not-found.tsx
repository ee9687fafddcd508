/** An unknown or malformed signature link (inside the signature frame). */
export default function SignatureLinkNotFound() {
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <p className="text-sm font-medium text-brand-700">Erro 404</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">Link de assinatura não encontrado</h1>
      <p className="mt-2 text-slate-600">Confira se o endereço foi copiado por inteiro. Se o problema continuar, peça um novo link ao correspondente.</p>
    </div>
  );
}
