import Link from "next/link";
import { BrandMark } from "@/components/shell/brand-mark";
import { can } from "@/lib/portal/auth/permissions";
import type { SessionOperator } from "@/lib/portal/auth/load-session-operator";
import { ROLE_LABELS } from "@/lib/portal/auth/roles";
import { AttentionBadge } from "./attention-badge";
import { MainNav } from "./main-nav";
import { NAVIGATION } from "./navigation";
import { SignOutButton } from "./sign-out-button";

/**
 * The operator shell's header: the sections the operator's role may use (the current one marked; the board with the
 * count of operations waiting for this operator's action), who is signed in, and sign-out. On a phone the sections and the account move into a menu sheet; nothing is wider than the screen.
 */
export function AppHeader({ operator, attentionCount = null }: { operator: SessionOperator; attentionCount?: number | null }) {
  const items = NAVIGATION.filter((item) => item.available && (item.capability === null || can(operator.role, item.capability))).map(({ label, href }) => ({
    label,
    href,
    // The board carries the count of operations waiting for this operator's action.
    ...(href === "/board" && attentionCount !== null && { badge: <AttentionBadge initialCount={attentionCount} /> }),
  }));
  const account = (
    <div className="flex items-center gap-3 text-sm">
      <Link href="/account/sessions" className="flex min-h-11 min-w-0 flex-col justify-center leading-tight hover:text-brand-700" title="Minha conta e sessões">
        <span className="block truncate font-medium text-slate-900">
          {operator.name}
          <span className="sr-only"> (minha conta e sessões)</span>
        </span>
        <span className="block truncate text-xs text-slate-500">
          {ROLE_LABELS[operator.role]}
          {operator.branch ? ` · ${operator.branch.name}` : ""}
        </span>
      </Link>
      <SignOutButton />
    </div>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="flex min-h-11 shrink-0 items-center gap-2 font-semibold text-brand-900">
          <BrandMark />
          <span>Crédito Parceiros</span>
        </Link>
        <MainNav items={items} account={account} />
        <div className="hidden shrink-0 lg:block">{account}</div>
      </div>
    </header>
  );
}
