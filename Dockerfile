# syntax=docker/dockerfile:1
# Production image: the application server (portal, credit API, MCP) compiled by `npm run build` and run with
# plain node on a production install (`npm ci --omit=dev`). The same image runs the migration step and the
# workers with another command (compose.yaml; docs/operations.md). The database is always external (DATABASE_URL).
#
# Next's "standalone" output is not used: it traces what its own server.js needs, and this app runs a custom
# server (dist/app-server.js: the request gate, /metrics), the migration runner and two workers, which need
# node_modules beyond that trace. The production install below is that trace's role, verified without Docker.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every dependency, the Prisma client generated, Next's build and dist/ (server, migrate, workers).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# postinstall (prisma generate) reads the schema and its config.
COPY scripts/postinstall.mjs scripts/
COPY prisma prisma
COPY prisma.config.ts ./
COPY lib/db/migration-adapter.ts lib/db/
RUN npm ci
COPY . .
RUN npm run build && rm -rf .next/cache

# 2. Production dependencies only: no TypeScript, tsx, Prisma CLI scripts or embedded PostgreSQL binaries.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: the client is already inside the build (.next/, dist/), nothing else needs one.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# 3. Runtime, as the unprivileged `node` user.
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/.next ./.next
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/public ./public
COPY --from=build --chown=root:root /app/prisma/migrations ./prisma/migrations
COPY --chown=root:root package.json next.config.mjs ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Refuses to start without DATABASE_URL, AUTH_SECRET, PORTAL_ENCRYPTION_KEY, or on a database not migrated.
CMD ["node", "--enable-source-maps", "dist/app-server.js"]
