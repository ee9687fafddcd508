"use client";

import { PenLine, RotateCw, XCircle } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState, type FormEvent, type ReactNode } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ErrorSummary, fieldId } from "@/components/ui/error-summary";
import { INPUT_CLASS } from "@/components/ui/form-field";
import { IDENTITY_DIGITS, REFUSAL_REASON_MAX, SIGNATURE_FIELD_LABELS, SIGNATURE_FIELDS, type SignatureField } from "@/lib/credit/signatures/signature-fields";
import { StickyActions } from "@/components/ui/sticky-actions";

export interface DecisionFormProps {
  readonly kind: "sign" | "refuse";
  /** `/sign/{token}`: the form posts to `/assinar` or `/recusar` below it; the confirmation is `/confirmacao`. */
  readonly pagePath: string;
  readonly documentSha256: string;
  /** The CPF as the page shows it (`***.456.789-**`), for the hint of the digits field. */
  readonly maskedCpf: string;
  /** Ticking "li e concordo" declares this (sign only). */
  readonly declaration?: string;
  /** Messages of a refused submit without JavaScript (the server redirected back with their codes). */
  readonly initialErrors?: Partial<Record<SignatureField, string>>;
  readonly initialGeneral?: string | null;
  readonly consentChecked?: boolean;
}

type Problem = { type?: string; detail?: string; errors?: Array<{ field: string; message: string }> };

/**
 * One of the signature page's two forms. Without JavaScript it is a plain form POST (the server answers with a
 * redirect: the confirmation, or back here with the messages). With it, the same body goes by fetch and the
 * server's messages land at their fields and in the summary above them, without a reload. The server decides
 * everything; this only carries its answer. `noValidate`: the browser's own bubbles would not be our messages.
 */
export function DecisionForm({ kind, pagePath, documentSha256, maskedCpf, declaration, initialErrors = {}, initialGeneral = null, consentChecked = false }: DecisionFormProps) {
  const formId = kind === "sign" ? "form-assinar" : "form-recusar";
  const [errors, setErrors] = useState<Partial<Record<string, string>>>(initialErrors);
  const [general, setGeneral] = useState<string | null>(initialGeneral);
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const router = useRouter();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") body.append(name, value);
    try {
      const response = await fetch(event.currentTarget.action, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      if (response.ok) {
        router.push(`${pagePath}/confirmacao`);
        return;
      }
      const problem = ((await response.json().catch(() => null)) ?? {}) as Problem;
      const fields = Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
      setErrors(fields);
      setGeneral(Object.keys(fields).length === 0 || response.status === 409 ? (problem.detail ?? "Não foi possível registrar agora.") : null);
      // The terms changed, the collection closed or the decision was already taken: only a reload shows the truth.
      setStale(response.status === 409 || response.status === 404);
    } catch {
      setErrors({});
      setGeneral("Não foi possível enviar agora. Verifique a sua conexão e tente de novo.");
    }
    setPending(false);
    setFocusKey((key) => key + 1);
  }

  const summaryErrors = {
    ...Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: "server", message }])),
    ...(general && { root: { type: "server", message: general } }),
  } as FieldErrors<FieldValues>;
  const digitsId = fieldId(formId, SIGNATURE_FIELDS.cpfFirstDigits);

  return (
    <form id={formId} method="post" action={`${pagePath}/${kind === "sign" ? "assinar" : "recusar"}`} noValidate onSubmit={submit} className="space-y-5">
      <input type="hidden" name={SIGNATURE_FIELDS.documentSha256} value={documentSha256} />
      <ErrorSummary formId={formId} errors={summaryErrors} labels={SIGNATURE_FIELD_LABELS} focusKey={focusKey} />
      {stale && (
        <Button variant="secondary" icon={<RotateCw aria-hidden className="h-4 w-4" />} onClick={() => window.location.reload()}>
          Recarregar a página
        </Button>
      )}

      {kind === "sign" && (
        <Field formId={formId} name={SIGNATURE_FIELDS.consent} error={errors.consent}>
          <div className="flex items-start gap-3">
            <input
              id={fieldId(formId, SIGNATURE_FIELDS.consent)}
              name={SIGNATURE_FIELDS.consent}
              type="checkbox"
              value="sim"
              defaultChecked={consentChecked}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={[errors.consent && `${fieldId(formId, SIGNATURE_FIELDS.consent)}-erro`, `${formId}-declaracao`].filter(Boolean).join(" ")}
              className="mt-0.5 h-6 w-6 shrink-0 rounded border-slate-400 accent-brand-600"
            />
            <div className="min-w-0">
              <label htmlFor={fieldId(formId, SIGNATURE_FIELDS.consent)} className="font-semibold text-slate-900">
                Li e concordo com os termos desta Cédula de Crédito Bancário
              </label>
              <p id={`${formId}-declaracao`} className="mt-1 text-sm text-slate-600">
                {declaration}
              </p>
            </div>
          </div>
        </Field>
      )}

      {kind === "refuse" && (
        <Field formId={formId} name={SIGNATURE_FIELDS.reason} error={errors.reason}>
          <label htmlFor={fieldId(formId, SIGNATURE_FIELDS.reason)} className="block text-sm font-medium text-slate-700">
            Motivo da recusa (opcional)
          </label>
          <textarea
            id={fieldId(formId, SIGNATURE_FIELDS.reason)}
            name={SIGNATURE_FIELDS.reason}
            rows={3}
            maxLength={REFUSAL_REASON_MAX}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${fieldId(formId, SIGNATURE_FIELDS.reason)}-erro` : `${formId}-motivo-dica`}
            className={INPUT_CLASS}
          />
          {!errors.reason && (
            <p id={`${formId}-motivo-dica`} className="mt-1 text-xs text-slate-600">
              Até {REFUSAL_REASON_MAX} caracteres. O motivo vai para o correspondente, no histórico da proposta.
            </p>
          )}
        </Field>
      )}

      <Field
        formId={formId}
        name={SIGNATURE_FIELDS.cpfFirstDigits}
        error={errors.cpfFirstDigits}
        before={
          <>
            <label htmlFor={digitsId} className="block text-sm font-medium text-slate-700">
              Para confirmar que é você: os {IDENTITY_DIGITS} primeiros dígitos do seu CPF
            </label>
            <p id={`${digitsId}-dica`} className="mt-1 mb-2 text-xs text-slate-600">
              Seu CPF aparece no contrato como {maskedCpf}; digite os {IDENTITY_DIGITS} dígitos escondidos no início.
            </p>
          </>
        }
      >
        <input
          id={digitsId}
          name={SIGNATURE_FIELDS.cpfFirstDigits}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={IDENTITY_DIGITS}
          aria-invalid={errors.cpfFirstDigits ? true : undefined}
          aria-describedby={[errors.cpfFirstDigits && `${digitsId}-erro`, `${digitsId}-dica`].filter(Boolean).join(" ")}
          className={`${INPUT_CLASS.replace("w-full", "w-32")} text-center text-lg tracking-[0.3em] tabular-nums`}
        />
      </Field>

      <StickyActions>
        {kind === "sign" ? (
          <Button type="submit" pending={pending} icon={<PenLine aria-hidden className="h-4 w-4" />} className="w-full py-3 text-base sm:w-auto sm:px-8">
            Assinar contrato
          </Button>
        ) : (
          <Button type="submit" variant="danger" pending={pending} icon={<XCircle aria-hidden className="h-4 w-4" />} className="w-full sm:w-auto">
            Recusar assinatura
          </Button>
        )}
      </StickyActions>
    </form>
  );
}

/**
 * A field's box: label and hint (`before`), then its message right above the control (GOV.UK style), and a red
 * rule beside it when refused.
 */
function Field({ formId, name, error, before, children }: { formId: string; name: SignatureField; error: string | undefined; before?: ReactNode; children: ReactNode }) {
  return (
    <div className={error ? "border-l-4 border-red-600 pl-3" : undefined}>
      {before}
      {error && (
        <p id={`${fieldId(formId, name)}-erro`} className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {children}
    </div>
  );
}
