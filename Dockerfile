# syntax=docker/dockerfile:1
# PhoneHaat: one image, the compiled server serving the API and the built web client on port 3000.
#   docker build -t phonehaat .
#   docker run -p 3000:3000 -v phonehaat-data:/app/data phonehaat
# The build stage runs the same npm scripts as `npm start` (checked by apps/server/test/deploy.test.ts).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# What runs: the production dependencies only. Dev tools that are optional peers of production packages (vitest,
# vite, drizzle-kit, typescript, jsdom: about 120 MB) leave with --omit=optional; sharp's prebuilt binaries, optional
# too, are put aside and back (376 → 228 MB of node_modules, measured without Docker in BENCHMARKS.md).
RUN cp -r node_modules/@img /tmp/sharp-binaries \
    && npm prune --omit=dev --omit=optional --no-audit --no-fund \
    && mkdir -p node_modules/@img \
    && cp -r /tmp/sharp-binaries/. node_modules/@img/ \
    && rm -rf /tmp/sharp-binaries

FROM node:20-bookworm-slim AS run
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
# pg_dump and pg_restore for `node apps/server/dist/db-backup.js` against PostgreSQL.
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-client \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/packages/shared/package.json ./packages/shared/
COPY --from=build --chown=node:node /app/apps/server/package.json ./apps/server/
COPY --from=build --chown=node:node /app/apps/server/dist ./apps/server/dist
COPY --from=build --chown=node:node /app/apps/web/package.json ./apps/web/
COPY --from=build --chown=node:node /app/apps/web/dist ./apps/web/dist
COPY --from=build --chown=node:node /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
