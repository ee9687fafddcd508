import type { DocsStatusPageModel, InventoryEntry } from "@/lib/docs-server/status-page-model";

/** The human-readable status of the documentation server (pt-BR), with the client configuration to copy. */
export function DocsServerStatus({ model }: { model: DocsStatusPageModel }) {
  const { status } = model;
  return (
    <div className="space-y-8">
      <section>
        <p className="text-sm font-medium text-brand-700">Servidor de documentação (MCP)</p>
        <h1 className="mt-1 text-2xl font-semibold text-brand-900">{model.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Documentação da API de crédito (consignado privado e antecipação do saque-aniversário FGTS) para assistentes de IA e
          desenvolvedores. Somente leitura: não pede chave nem senha, não recebe credenciais nem dados pessoais e nunca chama a
          API de crédito. As respostas são dados de referência, não instruções.
        </p>
      </section>

      <section aria-labelledby="estado" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="estado" className="font-medium text-slate-900">
          Estado
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <StatusRow label="Servidor (servidor)" value={status.servidor} />
          <StatusRow label="Versão (versao)" value={status.versao} />
          <StatusRow label="Endereço (endpoint)" value={status.endpoint} />
          <StatusRow label="Transporte (transporte)" value={`${status.transporte}: JSON-RPC por POST, sem sessão`} />
          <StatusRow label="Somente leitura (somenteLeitura)" value={status.somenteLeitura ? "sim" : "não"} />
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          Em JSON:{" "}
          <a className="font-medium text-brand-700 underline" href={model.statusUrl}>
            {model.statusUrl}
          </a>
          . Abrir <code className="rounded bg-slate-100 px-1">{status.endpoint}</code> no navegador responde 405: o endereço aceita só
          POST com <code className="rounded bg-slate-100 px-1">Accept: application/json, text/event-stream</code> (sem esse cabeçalho,
          406). Isso é esperado.
        </p>
      </section>

      <section aria-labelledby="configuracao" className="rounded-lg border border-brand-100 bg-brand-50 p-5">
        <h2 id="configuracao" className="font-medium text-brand-900">
          Configuração do cliente MCP
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          A maioria dos clientes lê o objeto <code className="rounded bg-white px-1">mcpServers</code>; alguns usam a chave{" "}
          <code className="rounded bg-white px-1">servers</code>. Nenhum cabeçalho de autenticação é necessário.
        </p>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <ConfigurationBlock title="Com mcpServers" json={model.configurations.mcpServers} />
          <ConfigurationBlock title="Variante com servers" json={model.configurations.servers} />
        </div>
      </section>

      <section aria-labelledby="inventario" className="space-y-4">
        <h2 id="inventario" className="font-medium text-slate-900">
          Inventário: {model.tools.length} ferramentas, {model.resources.length} recursos, {model.prompts.length} prompts
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          <InventoryList title={`Ferramentas (${model.tools.length})`} entries={model.tools} />
          <InventoryList title={`Recursos (${model.resources.length})`} entries={model.resources} />
          <InventoryList title={`Prompts (${model.prompts.length})`} entries={model.prompts} />
        </div>
      </section>
    </div>
  );
}

function StatusRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-mono text-slate-900">{value}</dd>
    </>
  );
}

function ConfigurationBlock({ title, json }: { title: string; json: string }) {
  return (
    <figure>
      <figcaption className="text-sm font-medium text-slate-800">{title}</figcaption>
      <pre className="mt-2 overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100">
        <code>{json}</code>
      </pre>
    </figure>
  );
}

function InventoryList({ title, entries }: { title: string; entries: readonly InventoryEntry[] }) {
  return (
    <article className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="font-medium text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-3 text-sm">
        {entries.map((entry) => (
          <li key={entry.name}>
            <code className="font-mono text-brand-900">{entry.signature}</code>
            <p className="mt-1 text-slate-600">{entry.description}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
