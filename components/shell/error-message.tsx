"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { Button } from "@/components/ui/button";

/** What an error boundary receives: `digest` is the server's id of the failure, found in the server log. */
export type BoundaryError = Error & { digest?: string };

/**
 * The body of an error boundary, in a person's words: what happened, what to do, a "Tentar de novo" that renders
 * the segment again, and the code to quote to support. The error's own message never shows (it may be English or
 * carry internals); only its digest does, which the server logged with the failure.
 */
export function ErrorMessage({ error, reset, text }: { error: BoundaryError; reset: () => void; text?: string }) {
  const router = useRouter();
  // reset() alone would render the same failed server payload again: fetch the segment anew, then reset.
  const retry = () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
  return (
    <div role="alert" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-medium text-red-700">Algo deu errado</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">Não foi possível mostrar esta página agora</h1>
      <p className="mt-2 text-slate-600">
        {text ?? "Um serviço de que ela depende falhou ou demorou demais. Nada do que você já salvou foi perdido."} Tente de novo em
        instantes; se continuar, fale com o suporte.
      </p>
      {error.digest && (
        <p className="mt-3 text-sm text-slate-600">
          Código para o suporte: <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-800">{error.digest}</code>
        </p>
      )}
      <div className="mt-6 flex justify-center">
        <Button onClick={retry} icon={<RotateCcw aria-hidden className="h-4 w-4" />}>
          Tentar de novo
        </Button>
      </div>
    </div>
  );
}
