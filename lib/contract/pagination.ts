/**
 * Pagination of every listing (DESIGN §3): query `page` (from 1) and `size` (1 to 100, default 20), read
 * from query-string text; response `{ data, page, size, totalItems, totalPages }`.
 */
import { z } from "zod";
import { expecting } from "./messages";
import { parametersObject } from "./objects";

export const maxPageSize = 100;
export const defaultPageSize = 20;

const pageExpectation = "informe page como inteiro ≥ 1 (a primeira página é 1)";
const sizeExpectation = `informe size como inteiro de 1 a ${maxPageSize} (padrão ${defaultPageSize})`;

/** Query fields of a listing; spread into each listing's query shape. */
export const paginationQueryShape = {
  page: z.coerce
    .number({ error: expecting(pageExpectation) })
    .int({ error: pageExpectation, abort: true })
    .min(1, { error: pageExpectation })
    .default(1)
    .describe("Página, a partir de 1."),
  size: z.coerce
    .number({ error: expecting(sizeExpectation) })
    .int({ error: sizeExpectation, abort: true })
    .min(1, { error: sizeExpectation })
    .max(maxPageSize, { error: sizeExpectation })
    .default(defaultPageSize)
    .describe(`Itens por página, de 1 a ${maxPageSize}; padrão ${defaultPageSize}.`),
};

export const paginationQuerySchema = parametersObject(paginationQueryShape, "paginação");
export type PaginationQuery = z.output<typeof paginationQuerySchema>;

const count = z.number().int().min(0);

/** The page envelope around a listing's items. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item).describe("Itens desta página."),
    page: z.number().int().min(1).describe("Página devolvida, a partir de 1."),
    size: z.number().int().min(1).max(maxPageSize).describe("Tamanho de página pedido."),
    totalItems: count.describe("Total de itens que atendem aos filtros."),
    totalPages: count.describe("Total de páginas com este size."),
  });
}

export interface Page<T> {
  readonly data: T[];
  readonly page: number;
  readonly size: number;
  readonly totalItems: number;
  readonly totalPages: number;
}
