import Link from "next/link";
import { can } from "@/lib/portal/auth/permissions";
import type { SessionOperator } from "@/lib/portal/auth/load-session-operator";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { AttentionBadge } from "./attention-badge";
import { NAVIGATION } from "./navigation";
import { SignOutButton } from "./sign-out-button";

/**
 * The operator shell's header: sections the operator's role may use (the board with the count of operations
 * waiting for this operator's action, when the role acts on operations), who is signed in, and sign-out.
 */
export function AppHeader({ operator, attentionCount = null }: { operator: SessionOperator; attentionCount?: number | null }) {
  const items = NAVIGATION.filter((item) => item.capability === null || can(operator.role, item.capability));
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* On a phone the menu takes its own row and scrolls sideways: nothing is wider than the screen. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold text-brand-900">
          <span aria-hidden className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-sm text-white">
            CP
          </span>
          <span className="sr-only sm:not-sr-only">Crédito Parceiros</span>
        </Link>
        <nav aria-label="Navegação principal" className="order-last -mx-1 w-full overflow-x-auto md:order-none md:mx-0 md:w-auto md:flex-1">
          <ul className="flex items-center gap-1 whitespace-nowrap text-sm md:flex-wrap">
            {items.map((item) => (
              <li key={item.href}>
                {item.available ? (
                  <Link href={item.href} className="inline-flex items-center rounded-md px-3 py-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700">
                    {item.label}
                    {item.href === "/board" && attentionCount !== null && <AttentionBadge initialCount={attentionCount} />}
                  </Link>
                ) : (
                  <span aria-disabled="true" title="Disponível em breve" className="cursor-not-allowed rounded-md px-3 py-2 text-slate-400">
                    {item.label}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <Link href="/account/sessions" className="text-right leading-tight hover:text-brand-700" aria-label="Minha conta e sessões">
            <span className="block font-medium text-slate-900">{operator.name}</span>
            <span className="block text-xs text-slate-500">
              {ROLE_LABELS[operator.role]}
              {operator.branch ? ` · ${operator.branch.name}` : ""}
            </span>
          </Link>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
