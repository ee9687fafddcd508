import { expect, test } from "vitest";
import { metricsAccess } from "./metrics-endpoint";

test("without METRICS_TOKEN only a loopback connection that no proxy relayed may scrape", () => {
  expect(metricsAccess({}, "127.0.0.1", undefined)).toBe("allowed");
  expect(metricsAccess({}, "::1", undefined)).toBe("allowed");
  expect(metricsAccess({}, "::ffff:127.0.0.1", undefined)).toBe("allowed");
  expect(metricsAccess({}, "10.0.0.7", undefined)).toBe("forbidden");
  expect(metricsAccess({ "x-forwarded-for": "203.0.113.9" }, "127.0.0.1", undefined)).toBe("forbidden");
  expect(metricsAccess({ forwarded: "for=203.0.113.9" }, "127.0.0.1", undefined)).toBe("forbidden");
});

test("with METRICS_TOKEN the bearer token is required, from any address, loopback included", () => {
  const token = "metrics-token-of-this-deployment";
  expect(metricsAccess({ authorization: `Bearer ${token}` }, "10.0.0.7", token)).toBe("allowed");
  expect(metricsAccess({}, "127.0.0.1", token)).toBe("unauthorized");
  expect(metricsAccess({ authorization: "Bearer wrong" }, "127.0.0.1", token)).toBe("unauthorized");
  expect(metricsAccess({ authorization: token }, "127.0.0.1", token)).toBe("unauthorized");
});
