import { extensionOf, FILE_TYPE_EXTENSIONS, FILE_TYPE_LABELS, extensionMatches, type AcceptedFileType } from "@/lib/contract/file-signature";
import type { FieldError } from "@/lib/http";
import { hasUnsafeCharacters, storedFileName } from "./safe-file-name";

export type FileNameChoice = { ok: true; fileName: string } | { ok: false; error: FieldError };

/**
 * The name a file is stored under. The `fileName` part wins over the `file` part's own name; either way the
 * extension is a claim that must agree with the content (a PNG named `.pdf` is refused, naming the part that
 * said so). A part name without extension gets the content's; no name at all gives `documento.<ext>`.
 */
export function chooseFileName(type: AcceptedFileType, sent: { fileName?: string; partName?: string }): FileNameChoice {
  const canonical = FILE_TYPE_EXTENSIONS[type][0] ?? "bin";
  const expected = `o conteúdo é ${FILE_TYPE_LABELS[type]}: use a extensão ${FILE_TYPE_EXTENSIONS[type].map((extension) => `.${extension}`).join(" ou ")}`;

  if (sent.fileName !== undefined) {
    if (hasUnsafeCharacters(sent.fileName)) {
      return refuse("fileName", "informe o nome do arquivo sem caracteres de controle nem caracteres invisíveis");
    }
    const fileName = storedFileName(sent.fileName);
    if (fileName === undefined) return refuse("fileName", "informe o nome do arquivo com extensão (ex.: termo-consentimento.pdf)");
    if (extensionMatches(fileName, type)) return { ok: true, fileName };
    const extension = extensionOf(fileName);
    return refuse("fileName", extension === undefined ? `nome sem extensão de arquivo; ${expected}` : `extensão .${extension} não corresponde ao conteúdo; ${expected}`);
  }

  const partName = storedFileName(sent.partName ?? "");
  if (partName === undefined) return { ok: true, fileName: `documento.${canonical}` };
  const extension = extensionOf(partName);
  if (extension === undefined) return { ok: true, fileName: `${partName}.${canonical}` };
  if (extensionMatches(partName, type)) return { ok: true, fileName: partName };
  return refuse("file", `o nome do arquivo (.${extension}) não corresponde ao conteúdo; ${expected}`);
}

function refuse(field: string, message: string): FileNameChoice {
  return { ok: false, error: { field, message } };
}
