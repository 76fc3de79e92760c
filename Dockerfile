# syntax=docker/dockerfile:1
# The site as one image: `docker build -t creative-rp .` then see compose.yaml (several instances) or
#   docker run -p 3000:3000 -v crp-data:/data --env-file site.env creative-rp   (one instance, SQLite in /data)
# Node 20 is the line the site supports (package.json engines); slim Debian has glibc for better-sqlite3's prebuilt binary.
ARG NODE_IMAGE=node:20.20-bookworm-slim

# 1. Build: every dependency (dev ones too), then the web app and the bundled server.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches the platform.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only: the server's (the shared package is bundled into dist/server.js).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# 3. Run: no compiler, no dev dependencies, no source; a non-root user; SQLite data in a volume.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=file:/data/site.db
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The page renderer (decision 0024): one self-contained bundle, no dependencies of its own.
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY scripts/backup.mjs scripts/healthcheck.mjs scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Asks the site itself (no curl in the slim image): 200 from /api/health, the database reachable.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "scripts/healthcheck.mjs"]
# `docker compose run --rm app1 node apps/server/dist/migrate.js` migrates; `node scripts/backup.mjs /data/backup.db` backs up SQLite.
CMD ["node", "apps/server/dist/server.js"]
