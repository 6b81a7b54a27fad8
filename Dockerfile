# The site as a container: the self-contained bundle of `npm run build` (scripts/bundle.mjs), run by server.mjs as
# a non-root user. docs/operations.md, "A container".
#
#   docker build -t stroomplein --build-arg NEXT_PUBLIC_SITE_URL=https://www.stroomplein.be .
#   docker run -p 3000:3000 -v stroomplein-content:/app/content stroomplein
#
# The Node major of package.json's `node` devDependency, which the tests run on.
FROM node:26-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Inlined into the build (docs/operations.md, "Environment variables"): a hosted Sanity project, a real Firebase
# project and a tag-manager container are chosen here.
ARG NEXT_PUBLIC_SITE_URL NEXT_PUBLIC_GTM_ID NEXT_PUBLIC_SANITY_PROJECT_ID NEXT_PUBLIC_SANITY_DATASET \
    NEXT_PUBLIC_SANITY_API_HOST NEXT_PUBLIC_FIREBASE_API_KEY NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN \
    NEXT_PUBLIC_FIREBASE_PROJECT_ID NEXT_PUBLIC_FIREBASE_APP_ID STROOMPLEIN_BUILD_ID
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:26-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
# The server writes its page cache below .next/ and, on the local lake, the editors' work into content/.
COPY --from=build --chown=node:node /src/.next/standalone ./
USER node
EXPOSE 3000
# Read at run time, by road:
# - the local lake (no project id built in): a volume on /app/content, one container to a volume (the lake's lock
#   does not reach across containers); STROOMPLEIN_PREVIEW_SECRET for shareable previews;
# - hosted Sanity: SANITY_API_READ_TOKEN, SANITY_API_BROWSER_TOKEN and SANITY_REVALIDATE_SECRET;
# - a real Firebase project: FIREBASE_SERVICE_ACCOUNT (the emulators are not in the image);
# - several instances: REDIS_URL and HTTP_CACHE_PURGE_URLS; every instance: STROOMPLEIN_MARKET_HOSTS.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/build-id').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs", "-p", "3000"]
