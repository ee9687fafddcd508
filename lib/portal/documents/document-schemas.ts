/** The fields sent with a document file, from the contract's upload item (client-safe). */
import { z } from "zod";
import { fileTypeSchema } from "@/lib/contract/enums";
import { uploadItemShape } from "@/lib/contract/upload";
import { civilDateSchema } from "@/lib/contract/units";
import { blankAsUndefined } from "../forms/form-schemas";

export const documentMetadataSchema = z.object({
  fileType: fileTypeSchema,
  displayName: blankAsUndefined(uploadItemShape.displayName.unwrap()),
  documentDate: blankAsUndefined(civilDateSchema),
});

export type DocumentMetadata = z.output<typeof documentMetadataSchema>;

export const FILE_TYPE_LABELS = {
  Authorization: "Termo de autorização / consentimento",
  SignedContract: "Contrato já assinado",
  Others: "Outro documento",
} as const;

/** A civil document date as the contract's date-time (midnight UTC: the day is what matters). */
export function documentDateTime(day: string | undefined): string | undefined {
  return day === undefined ? undefined : `${day}T00:00:00Z`;
}

/** 1536 → "1,5 KB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toLocaleString("pt-BR", { maximumFractionDigits: 1 })} ${units[unit]}`;
}
