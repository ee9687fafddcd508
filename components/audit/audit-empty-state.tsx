import Link from "next/link";
import type { ReactNode } from "react";
import { textLinkClass } from "@/components/ui/text-link";

const LINK = textLinkClass();

/**
 * No event to show, saying why and the way out: a page past the end of the results (`firstPageHref` given),
 * filters that match nothing, or an empty history.
 */
export function AuditEmptyState({ filtered, firstPageHref }: { filtered: boolean; firstPageHref?: string }) {
  if (firstPageHref) {
    return (
      <EmptyBox message="Esta página está além do fim dos resultados.">
        <Link href={firstPageHref} prefetch={false} className={LINK}>
          Voltar à primeira página
        </Link>
      </EmptyBox>
    );
  }
  if (filtered) {
    return (
      <EmptyBox message="Nenhum evento encontrado com estes filtros.">
        Amplie o período, escolha outra ação ou{" "}
        <Link href="/audit" prefetch={false} className={LINK}>
          limpe os filtros
        </Link>
        .
      </EmptyBox>
    );
  }
  return <EmptyBox message="Nenhum evento registrado até agora." />;
}

function EmptyBox({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="font-medium text-slate-900">{message}</p>
      {children && <p className="mt-2 text-sm text-slate-600">{children}</p>}
    </div>
  );
}
