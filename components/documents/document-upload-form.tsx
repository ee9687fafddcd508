"use client";

import { Upload } from "lucide-react";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Callout } from "@/components/ui/callout";
import { FormField, INPUT_CLASS, fieldAria } from "@/components/ui/form-field";
import { FILE_TYPE_LABELS as CONTENT_LABELS, MAX_FILE_BYTES, recognizeFileType, SIGNATURE_BYTES } from "@/lib/contract/file-signature";
import type { ActionResult } from "@/lib/portal/actions/action-result";
import { FILE_TYPE_LABELS, formatBytes } from "@/lib/portal/documents/document-schemas";

type FileType = keyof typeof FILE_TYPE_LABELS;

/** What the browser can tell before sending: the size and the type by content, with the server's own rule. */
async function checkFile(file: File): Promise<string | null> {
  if (file.size === 0) return "O arquivo está vazio.";
  if (file.size > MAX_FILE_BYTES) return `Arquivo de ${formatBytes(file.size)}: o limite é de 10 MB.`;
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  if (!recognizeFileType(head)) return "Envie um PDF, JPEG ou PNG: o conteúdo deste arquivo não é de nenhum deles (o nome ou a extensão não bastam).";
  return null;
}

/**
 * One document file with its fields, sent to a portal upload endpoint. The browser checks size and type by content
 * first (the same rule the API applies); the server's refusals land on the fields they name.
 */
export function DocumentUploadForm({
  endpoint,
  formId,
  fileTypes,
  defaultDisplayName = "",
  submitLabel = "Anexar documento",
  onUploaded,
}: {
  endpoint: string;
  formId: string;
  /** The kinds offered; one kind is fixed (no choice shown). */
  fileTypes: readonly FileType[];
  defaultDisplayName?: string;
  submitLabel?: string;
  onUploaded: (data: unknown) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileType, setFileType] = useState<FileType>(fileTypes[0] ?? "Others");
  const [displayName, setDisplayName] = useState(defaultDisplayName);
  const [documentDate, setDocumentDate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = (name: string) => `${formId}-${name}`;

  const choose = async (chosen: File | null) => {
    setMessage(null);
    setFile(chosen);
    const problem = chosen ? await checkFile(chosen) : null;
    setErrors(problem ? { file: problem } : {});
    if (chosen && !displayName) setDisplayName(chosen.name.replace(/\.[^.]+$/, ""));
  };

  const submit = () =>
    startTransition(async () => {
      setMessage(null);
      if (!file) return setErrors({ file: "Escolha o arquivo do documento." });
      const problem = await checkFile(file);
      if (problem) return setErrors({ file: problem });
      const body = new FormData();
      body.set("file", file);
      body.set("fileType", fileType);
      body.set("displayName", displayName);
      body.set("documentDate", documentDate);
      let result: ActionResult<unknown>;
      try {
        const response = await fetch(endpoint, { method: "POST", body, headers: { accept: "application/json" } });
        result = (await response.json()) as ActionResult<unknown>;
      } catch {
        return setMessage("Não foi possível enviar o arquivo: verifique a conexão e tente de novo.");
      }
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        return setMessage(result.message);
      }
      setFile(null);
      setDisplayName(defaultDisplayName);
      setDocumentDate("");
      setErrors({});
      if (fileInput.current) fileInput.current.value = "";
      onUploaded(result.data);
    });

  return (
    <form
      id={formId}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {message && (
        <Callout tone="danger" live="alert">
          {message}
        </Callout>
      )}
      <FormField id={id("file")} label="Arquivo" hint={`PDF, JPEG ou PNG, até 10 MB${file ? ` · ${file.name} (${formatBytes(file.size)})` : ""}`} error={errors.file}>
        <input
          ref={fileInput}
          id={id("file")}
          type="file"
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          {...fieldAria(id("file"), errors.file, true)}
          onChange={(event) => void choose(event.target.files?.[0] ?? null)}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        {fileTypes.length > 1 && (
          <FormField id={id("fileType")} label="Tipo" error={errors.fileType}>
            <select id={id("fileType")} className={INPUT_CLASS} value={fileType} onChange={(event) => setFileType(event.target.value as FileType)}>
              {fileTypes.map((type) => (
                <option key={type} value={type}>
                  {FILE_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </FormField>
        )}
        <FormField id={id("displayName")} label="Nome para a mesa de crédito" error={errors.displayName}>
          <input id={id("displayName")} maxLength={200} className={INPUT_CLASS} value={displayName} onChange={(event) => setDisplayName(event.target.value)} {...fieldAria(id("displayName"), errors.displayName)} />
        </FormField>
        <FormField id={id("documentDate")} label="Data do documento (opcional)" error={errors.documentDate}>
          <input id={id("documentDate")} type="date" className={INPUT_CLASS} value={documentDate} onChange={(event) => setDocumentDate(event.target.value)} {...fieldAria(id("documentDate"), errors.documentDate)} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" pending={pending} icon={<Upload aria-hidden className="h-4 w-4" />}>
        {submitLabel}
      </Button>
      <p className="sr-only">Tipos aceitos: {Object.values(CONTENT_LABELS).join(", ")}.</p>
    </form>
  );
}
