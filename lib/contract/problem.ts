/**
 * Error body of every 4xx/5xx answer: RFC 9457 `application/problem+json`, with `errors` listing each bad
 * field by JSON path on validation failures (DESIGN §3). Open to extension members, as the RFC allows.
 */
import { z } from "zod";

export const problemMediaType = "application/problem+json";

export const fieldErrorSchema = z
  .object({
    field: z.string().describe("Caminho JSON do campo (ex.: amortization.apr, warranty[0].totalValue); vazio = o corpo inteiro."),
    message: z.string().describe("O que era esperado: unidade, formato, faixa ou valores aceitos (pt-BR)."),
  })
  .meta({ id: "FieldError", description: "Erro de um campo." });

export const problemSchema = z
  .object({
    type: z.string().describe("URI que identifica o tipo de problema; about:blank quando só o status importa."),
    title: z.string().describe("Resumo do tipo de problema."),
    status: z.number().int().min(400).max(599).describe("Status HTTP."),
    detail: z.string().optional().describe("Explicação desta ocorrência, sem dados pessoais."),
    instance: z.string().optional().describe("Identifica esta ocorrência."),
    errors: z.array(fieldErrorSchema).optional().describe("Erros por campo, em validações."),
    traceId: z.string().optional().describe("Identificador de correlação, também no cabeçalho x-request-id."),
  })
  .meta({ id: "Problem", description: "Corpo de erro RFC 9457 (application/problem+json)." });

export type Problem = z.output<typeof problemSchema>;
