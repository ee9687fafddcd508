import { expect, inject, test } from "vitest";

test("GET /health answers 200 with the database reachable and the migrations applied", async () => {
  const response = await fetch(`${inject("baseUrl")}/health`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = await response.json();
  expect(body.status).toBe("ok");
  expect(body.database.ok).toBe(true);
  expect(body.database.migrations).toBeGreaterThanOrEqual(1);
  expect(Date.parse(body.time)).not.toBeNaN();
});
