import Link from "next/link";
import { buttonClass } from "@/components/ui/button";

/** The body of the 404 and 403 pages: what happened and the way back. */
export function StatusMessage({ code, title, text, tone }: { code: string; title: string; text: string; tone: "brand" | "red" }) {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <p className={`text-sm font-medium ${tone === "red" ? "text-red-700" : "text-brand-700"}`}>{code}</p>
      <h1 className="mt-2 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link href="/" className={buttonClass("primary", "md", "mt-6")}>
        Voltar ao início
      </Link>
    </div>
  );
}

export const NOT_FOUND_MESSAGE = {
  code: "Erro 404",
  title: "Página não encontrada",
  text: "O endereço pode ter mudado ou a página ainda não está disponível.",
  tone: "brand",
} as const;
