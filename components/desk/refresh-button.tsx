"use client";

import { RefreshCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/components/ui/button";

const TIME = new Intl.DateTimeFormat("pt-BR", { timeStyle: "medium", timeZone: "America/Sao_Paulo" });

/** Reloads the page's data from the server (the queue is a snapshot: rows do not move under the operator's hand). */
export function RefreshButton({ at }: { at: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-3">
      <p className="text-sm text-slate-600">
        Atualizada às <time dateTime={at}>{TIME.format(new Date(at))}</time>
      </p>
      <Button variant="secondary" size="sm" pending={pending} icon={<RefreshCw aria-hidden className="h-4 w-4" />} onClick={() => startTransition(() => router.refresh())}>
        Atualizar
      </Button>
    </div>
  );
}
