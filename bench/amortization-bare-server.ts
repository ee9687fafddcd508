/**
 * The bare baseline of bench/amortization-http.ts: a `node:http` server on a loopback port doing the work of
 * `POST /v1/Amortization` in-process, with nothing else: parse the JSON with the contract's zod schema, run
 * the same `computePlan` and `toAmortizationPlan`, answer JSON. No authentication, no database (the product
 * row comes from the catalog), no framework. Started as a child process by the benchmark: `BENCH_PORT`.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { simulationRequestSchema, toFieldErrors } from "@/lib/contract";
import { catalogProductRow } from "@/lib/credit/products/test-product-rows";
import { computePlan } from "@/lib/credit/simulation/compute-plan";
import { toAmortizationPlan } from "@/lib/credit/simulation/to-amortization-plan";

const products = new Map(["0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d01", "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d02", "0b7d3c55-9a41-4e61-8f0e-1c2a3b4c5d03"].map((id) => [id, catalogProductRow(id)]));

function answer(response: import("node:http").ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    try {
      const parsed = simulationRequestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      if (!parsed.success) return answer(response, 400, { status: 400, errors: toFieldErrors(parsed.error) });
      const product = products.get(parsed.data.productId);
      if (product === undefined) return answer(response, 404, { status: 404 });
      const result = computePlan(product, parsed.data.amortization);
      if (!result.ok) return answer(response, 400, { status: 400, errors: result.errors });
      answer(response, 200, toAmortizationPlan(randomUUID(), product.id, result.plan));
    } catch {
      answer(response, 400, { status: 400 });
    }
  });
});

server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.BENCH_PORT), "127.0.0.1", () => process.stdout.write("listening\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
