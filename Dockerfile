# Production image: builds the contract, web app and server, then runs the server (which also serves the web app).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && TURBO_TELEMETRY_DISABLED=1 npx turbo run generate build

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app /app
RUN npm prune --omit=dev --no-audit --no-fund
EXPOSE 3000
CMD ["sh", "-c", "node apps/server/dist/cli.js seed && node apps/server/dist/main.js"]
