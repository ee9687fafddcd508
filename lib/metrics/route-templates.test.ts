import { expect, test } from "vitest";
import { actionName, routeTemplates } from "./route-templates";

const templates = routeTemplates(
  {
    staticRoutes: [{ page: "/board", regex: "^/board(?:/)?$" }, { page: "/health", regex: "^/health(?:/)?$" }],
    dynamicRoutes: [
      { page: "/operations/[id]", regex: "^/operations/([^/]+?)(?:/)?$" },
      { page: "/sign/[token]", regex: "^/sign/([^/]+?)(?:/)?$" },
      { page: "/v1/[...path]", regex: "^/v1/(.+?)(?:/)?$" },
    ],
  },
  { node: { "40de27f31fd8": { filename: "lib/portal/origination/actions.ts", exportedName: "submitOperationAction" } } },
);

test("paths become the build's route templates, never the ids, tokens or CPFs they carry", () => {
  expect(templates.route("/board")).toBe("/board");
  expect(templates.route("/board/")).toBe("/board");
  expect(templates.route("/operations/0b9e7a52-0f44-4e7a-9d52-0c3a1b1f2e11")).toBe("/operations/[id]");
  expect(templates.route("/sign/Zm9vYmFyYmF6")).toBe("/sign/[token]");
  expect(templates.route("/v1/NaturalPerson/12345678909")).toBe("/v1/[...path]");
  expect(templates.route("/_next/static/chunks/abc123.js")).toBe("/_next/static");
  expect(templates.route("/metrics")).toBe("/metrics");
  expect(templates.route("/wp-admin/123")).toBe("unmatched");
});

test("server actions are named by folder and export; unknown ids collapse to one value", () => {
  expect(templates.action("40de27f31fd8")).toBe("origination/submitOperationAction");
  expect(templates.action("ffffffffffff")).toBe("unknown");
  expect(actionName("lib/portal/auth/actions.ts", "signInAction")).toBe("auth/signInAction");
  expect(actionName("lib/portal/branches/actions.ts", "changeBranchCredentialAction")).toBe("branches/changeBranchCredentialAction");
  // A page's own action file, should one ever be kept beside its page.
  expect(actionName("app/(portal)/branches/[id]/actions.ts", "changeBranchCredentialAction")).toBe("branches/[id]/changeBranchCredentialAction");
});
