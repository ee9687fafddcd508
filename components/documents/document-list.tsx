import { Download, FileText } from "lucide-react";
import type { UploadRecord } from "@/lib/contract";
import { FILE_TYPE_LABELS, formatBytes } from "@/lib/portal/documents/document-schemas";
import { formatCivilDate, formatInstantDate } from "@/lib/portal/format/dates";
import { buttonClass } from "@/components/ui/button";

/** Documents of a dossier: kind, name, size, a download, and the fingerprint folded away (for whoever checks a copy), for the ones whose content was sent. */
export function DocumentList({ uploads, downloadBase, emptyText }: { uploads: readonly UploadRecord[]; downloadBase: string; emptyText: string }) {
  if (uploads.length === 0) return <p className="text-sm text-slate-600">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {uploads.map((upload) => (
        <li key={upload.id} className="flex flex-wrap items-center gap-3 py-3">
          <FileText aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-slate-900">{upload.displayName ?? upload.fileName}</p>
            <p className="text-sm text-slate-600">
              {FILE_TYPE_LABELS[upload.fileType]} · {upload.fileName}
              {upload.sizeInBytes !== undefined && ` · ${formatBytes(upload.sizeInBytes)}`}
              {upload.documentDate && ` · de ${formatCivilDate(upload.documentDate)}`} · anexado em {formatInstantDate(upload.createdAt)}
            </p>
            {upload.sha256 && (
              <details className="text-xs text-slate-500">
                <summary className="cursor-pointer">Código de conferência do arquivo</summary>
                <p className="break-all font-mono">SHA-256 {upload.sha256}</p>
              </details>
            )}
          </div>
          {upload.fileId ? (
            <a href={`${downloadBase}/${upload.fileId}`} className={buttonClass("ghost", "sm", "shrink-0")} download>
              <Download aria-hidden className="h-4 w-4" /> Baixar<span className="sr-only"> {upload.displayName ?? upload.fileName}</span>
            </a>
          ) : (
            <span className="text-xs text-slate-500">Só os dados (sem arquivo)</span>
          )}
        </li>
      ))}
    </ul>
  );
}
