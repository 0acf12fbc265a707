# Production image: builds the contract, web app and server, then runs the server (which also serves the web app).
# The workspaces' manifests, in a stage of their own: both stages below install from them alone, so a change
# of the source installs nothing again.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY examples/react/package.json examples/react/
COPY packages/client/package.json packages/client/
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/player/package.json packages/player/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN TURBO_TELEMETRY_DISABLED=1 npx turbo run generate build
# What the running image takes from here: the built tree without its installed modules and build caches.
RUN mkdir /out && tar -C /app --exclude=node_modules --exclude=.turbo -cf - . | tar -C /out -xf -

FROM node:24-bookworm-slim
# The admin login's click captcha draws Chinese characters, and the slim image has no font at all (its
# pictures would show empty boxes): Debian's Noto CJK fonts, at the path the server looks for them.
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends fonts-noto-cjk >/dev/null \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data
WORKDIR /app
# The production dependencies, installed from the manifests alone (a layer kept while they do not change),
# then the built tree over them: a change of the source copies the tree, not the modules again.
COPY --from=manifests /app /app
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /out /app
EXPOSE 3000
# exec: the server replaces the shell as the container's first process, so `docker stop`'s SIGTERM reaches it
# and it drains its requests (a shell as the first process passes no signal on).
CMD ["sh", "-c", "node apps/server/dist/cli.js seed && exec node apps/server/dist/main.js"]
