import Link from "next/link";
import { NAVIGATION } from "./navigation";

export function AppHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-3">
        <Link href="/" className="flex items-center gap-2 font-semibold text-brand-900">
          <span aria-hidden className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-sm text-white">
            CP
          </span>
          <span>Crédito Parceiros</span>
        </Link>
        <nav aria-label="Navegação principal" className="flex-1">
          <ul className="flex flex-wrap items-center gap-1 text-sm">
            {NAVIGATION.map((item) => (
              <li key={item.href}>
                {item.available ? (
                  <Link href={item.href} className="rounded-md px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-disabled="true"
                    title="Disponível em breve"
                    className="cursor-not-allowed rounded-md px-3 py-2 text-slate-400"
                  >
                    {item.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <SignInPlaceholder />
      </div>
    </header>
  );
}

/** Operator sign-in arrives with the portal's authentication; until then the slot says so plainly. */
function SignInPlaceholder() {
  return (
    <span
      aria-disabled="true"
      title="O acesso de operadores será habilitado em breve"
      className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-500"
    >
      Entrar
    </span>
  );
}
