import { expect, inject, test } from "vitest";

test.each(["GET", "POST", "DELETE"])("%s on an unknown /v1 route answers a problem+json 404", async (method) => {
  const response = await fetch(`${inject("baseUrl")}/v1/DoesNotExist/123`, { method });
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const problem = await response.json();
  expect(problem).toMatchObject({ status: 404, type: "/problems/not-found" });
  expect(problem.detail).toContain("/v1/DoesNotExist/123");
  expect(problem.traceId).toBeTruthy();
});
