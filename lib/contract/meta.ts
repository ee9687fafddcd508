/** Bodies of the meta routes (`GET /health`, `GET /v1/openapi.json`), which are not part of the credit spec. */
import { z } from "zod";

export const healthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]).describe("ok quando o banco responde; degraded (com HTTP 503) caso contrário."),
    time: z.string().describe("Momento da verificação, ISO 8601 UTC."),
    database: z.object({
      ok: z.boolean(),
      latencyMs: z.number().min(0).describe("Tempo de ida e volta ao banco, em milissegundos."),
      migrations: z.number().int().min(0).optional().describe("Migrações aplicadas."),
    }),
  })
  .meta({ id: "Health", description: "Vivacidade e prontidão do servidor; sem dados pessoais." });

export const openApiDocumentSchema = z
  .record(z.string(), z.unknown())
  .describe("Documento OpenAPI 3.1 gerado a partir de lib/contract.");

export type Health = z.output<typeof healthSchema>;
