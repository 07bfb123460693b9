import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { browserslistToTargets } from "lightningcss";
import browserslist from "browserslist";
import { defineConfig, type Plugin } from "vite";
import { KIT_CHUNK } from "./build-tools/kit-chunk.ts";
import { precompiledMessages } from "./build-tools/precompiled-messages.ts";

const targets = browserslistToTargets(browserslist());

/**
 * Files the development server never hands out (`/…`, `?raw`, `/@fs/…`): Vite's own list (it is replaced, not
 * extended, by setting one), the data directories (DATA_DIR, and the default ones of `npm start` and the e2e
 * runs: session secret, mailbox key, IBAN key, the embedded database), the backups (BACKUP_DIR, ./backups) and
 * the secret files and backups wherever they are.
 */
export const DEV_DENY = [
  ".env",
  ".env.*",
  "*.{crt,pem,key,p12,pfx,cer,der}",
  ".npmrc",
  ".yarnrc.yml",
  "**/.git/**",
  ...[
    process.env.DATA_DIR ?? "data",
    "data",
    ".e2e-data*",
    process.env.BACKUP_DIR ?? "backups",
    "backups",
  ].map((dir) => `${path.resolve(dir).replaceAll("\\", "/")}/**`),
  "session-secret",
  "mailbox-key",
  "iban-key",
  // A backup holds the database and its keys (decision 0099).
  "*.backup",
];

/**
 * The embedded database's worker thread (app/.server/db/pglite-worker.ts) as a module of its own in the server
 * build, under a fixed name: build/server/pglite-worker.js (pglite-thread.ts starts it from there).
 */
function pgliteWorker(): Plugin {
  return {
    name: "pglite-worker",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      this.emitFile({ type: "chunk", id: "./app/.server/db/pglite-worker.ts", fileName: "pglite-worker.js" });
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { fs: { deny: DEV_DENY } },
  css: {
    transformer: "lightningcss",
    lightningcss: { targets },
  },
  build: {
    cssMinify: "lightningcss",
    // One stylesheet for every page (≈ 9 KB brotli) instead of one per route and component chunk; the
    // server entry inlines it in every document's head (app/.server/document-head.ts, decision 0068).
    cssCodeSplit: false,
  },
  ssr: {
    // Bundled (tree-shaken) into the server build instead of loaded from node_modules at start: importing
    // date-fns's index loads its ~300 modules (+168 MB resident), drizzle-orm's index and dialects +115 MB
    // (measured, decision 0010). Every drizzle-orm entry point is bundled, so there is one copy of its
    // classes and `is()` keeps working.
    noExternal: ["date-fns", /^drizzle-orm/],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The interface kit and the i18n core, in every page (build-tools/kit-chunk.ts).
                { name: "kit", test: KIT_CHUNK },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        // Source maps of the server build (build/server only, never served): bench/profile.ts maps a CPU
        // profile's frames in the bundle back to their source files.
        sourcemap: true,
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [precompiledMessages(), reactRouter(), pgliteWorker()],
});
