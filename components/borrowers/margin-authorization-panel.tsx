"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, useTransition } from "react";
import { fetchJson } from "@/components/providers/query-provider";
import { Badge, type Tone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { contactSchema, type Contact } from "@/lib/contract/contact";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { formatDateTime } from "@/lib/portal/format/format-date-time";
import type { AuthorizationSummary } from "@/lib/portal/origination/draft-authorizations-summary";

const STATUS: Record<AuthorizationSummary["status"], { label: string; tone: Tone }> = {
  Pending: { label: "Aguardando o trabalhador", tone: "warning" },
  Approved: { label: "Aprovada", tone: "success" },
  Refused: { label: "Recusada", tone: "danger" },
};

const CHANNELS = [
  { value: "", label: "Aplicativo oficial (sem contato)" },
  { value: "Cellphone", label: "Celular (SMS)" },
  { value: "WhatsApp", label: "WhatsApp" },
  { value: "Email", label: "E-mail" },
] as const;

const JUST_REGISTERED = "registrada nesta tela";

/**
 * The worker's margin authorizations: register one, and watch a `Pending` one turn into `Approved` or `Refused`
 * without reloading (polled every 2 s while one is pending, paused while the tab is hidden), with what to do in each
 * case. The newest authorization decides.
 */
export function MarginAuthorizationPanel({
  pollUrl,
  initial,
  request,
  onApproved,
  approvedAction,
  staleId = null,
}: {
  pollUrl: string;
  initial: readonly AuthorizationSummary[];
  request: (contact: Contact | undefined, formKey: string) => Promise<ActionResult<unknown>>;
  /** Called once when a pending authorization turns `Approved` on screen. */
  onApproved?: () => void;
  approvedAction?: React.ReactNode;
  /** An approved authorization the margin query refused as no longer valid: shown as such, with the form for a new one. */
  staleId?: string | null;
}) {
  const query = useQuery({
    queryKey: ["authorizations", pollUrl],
    queryFn: ({ signal }) => fetchJson<{ authorizations: AuthorizationSummary[] }>(pollUrl, signal),
    initialData: { authorizations: [...initial] },
    refetchInterval: (state) => (state.state.data?.authorizations[0]?.status === "Pending" ? 2000 : false),
  });
  const authorizations = query.data.authorizations;
  const latest = authorizations[0];
  const stale = latest !== undefined && latest.id === staleId;
  // The authorization this screen waits for: a pending one, or the one just registered here (on a slow day the
  // first read after registering may already find it decided).
  const awaited = useRef<string | null>(latest?.status === "Pending" ? latest.id : null);
  useEffect(() => {
    if (latest?.status === "Pending") awaited.current = latest.id;
    else if (latest?.status === "Approved" && latest.id !== staleId && (awaited.current === latest.id || awaited.current === JUST_REGISTERED)) {
      awaited.current = null;
      onApproved?.();
    }
  }, [latest?.id, latest?.status, staleId, onApproved]);
  const [channel, setChannel] = useState<string>("");
  const [contact, setContact] = useState("");
  const [formKey, setFormKey] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const [pending, startTransition] = useTransition();

  const register = () => {
    setError(null);
    let parsedContact: Contact | undefined;
    if (channel) {
      const parsed = contactSchema.safeParse({ type: channel, contact: channel === "Email" ? contact.trim() : contact.replace(/\D/g, "") });
      if (!parsed.success) return setError({ field: "contato", message: parsed.error.issues[0]?.message ?? "Contato inválido." });
      parsedContact = parsed.data;
    }
    startTransition(async () => {
      const result = await request(parsedContact, formKey);
      if (!result.ok) return setError({ message: result.message });
      awaited.current = JUST_REGISTERED;
      setFormKey(crypto.randomUUID());
      await query.refetch();
    });
  };

  return (
    <div className="space-y-4">
      {latest ? (
        <LatestGuidance latest={latest} approvedAction={approvedAction} stale={stale} />
      ) : (
        <Callout tone="info" title="Nenhuma autorização registrada">Registre o consentimento do trabalhador para consultar a margem.</Callout>
      )}

      {latest?.status !== "Pending" && (latest?.status !== "Approved" || stale) && (
        <form
          className="space-y-4 rounded-lg border border-slate-200 p-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            register();
          }}
        >
          <h3 className="font-semibold text-slate-900">Registrar autorização</h3>
          <p className="text-sm text-slate-600">O trabalhador confirma no canal escolhido; sem contato, a confirmação acontece no aplicativo oficial.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="canal" label="Canal de confirmação">
              <select id="canal" className={INPUT_CLASS} value={channel} onChange={(event) => setChannel(event.target.value)}>
                {CHANNELS.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </select>
            </FormField>
            {channel && (
              <FormField id="contato" label={channel === "Email" ? "E-mail do trabalhador" : "Celular com DDD"} error={error?.field === "contato" ? error.message : undefined}>
                <input
                  id="contato"
                  inputMode={channel === "Email" ? "email" : "numeric"}
                  autoComplete="off"
                  className={INPUT_CLASS}
                  value={contact}
                  onChange={(event) => setContact(event.target.value)}
                  {...fieldAria("contato", error?.field === "contato" ? error.message : undefined)}
                />
              </FormField>
            )}
          </div>
          {error && !error.field && (
            <Callout tone="danger" live="alert">
              {error.message}
            </Callout>
          )}
          <Button type="submit" pending={pending}>
            Registrar autorização
          </Button>
        </form>
      )}

      {authorizations.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Histórico de autorizações</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {authorizations.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-slate-700">
                  Registrada em {formatDateTime(new Date(item.createdAt))}
                  {item.channel && <span className="text-slate-500"> · {CHANNELS.find((entry) => entry.value === item.channel)?.label}</span>}
                </span>
                <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].label}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function LatestGuidance({ latest, approvedAction, stale }: { latest: AuthorizationSummary; approvedAction?: React.ReactNode; stale: boolean }) {
  if (stale) {
    return (
      <Callout tone="warning" live="status" title={`A autorização aprovada em ${formatDateTime(new Date(latest.updatedAt))} não vale mais`}>
        <p>A consulta de margem a recusou: a validade dela terminou. Registre uma nova autorização abaixo e peça ao trabalhador para confirmar.</p>
      </Callout>
    );
  }
  if (latest.status === "Pending") {
    return (
      <Callout tone="warning" live="status" title="Aguardando a confirmação do trabalhador">
        <p className="flex items-center gap-2">
          <Spinner /> Peça ao trabalhador para confirmar no canal escolhido. Esta tela atualiza sozinha quando ele responder.
        </p>
      </Callout>
    );
  }
  if (latest.status === "Approved") {
    return (
      <Callout tone="success" live="status" title={`Autorização aprovada em ${formatDateTime(new Date(latest.updatedAt))}`}>
        <p>A consulta de margem está liberada. Se a consulta for recusada por falta de autorização mais tarde, registre uma nova.</p>
        {approvedAction && <div className="pt-2">{approvedAction}</div>}
      </Callout>
    );
  }
  return (
    <Callout tone="danger" live="status" title="Autorização recusada">
      <p>{latest.refusalReason ?? "O trabalhador recusou ou o canal não validou a autorização."}</p>
      <p>Confirme com o trabalhador o canal de contato e registre uma nova autorização abaixo. Sem uma autorização aprovada não há consulta de margem.</p>
    </Callout>
  );
}
