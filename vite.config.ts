import { reactRouter } from "@react-router/dev/vite";
import { browserslistToTargets } from "lightningcss";
import browserslist from "browserslist";
import { defineConfig } from "vite";
import { precompiledMessages } from "./build-tools/precompiled-messages.ts";

const targets = browserslistToTargets(browserslist());

export default defineConfig({
  resolve: { tsconfigPaths: true },
  css: {
    transformer: "lightningcss",
    lightningcss: { targets },
  },
  build: {
    cssMinify: "lightningcss",
    // One stylesheet for every page (≈ 6 KB brotli) instead of one per route and component chunk:
    // a single render-blocking request, cached after the first page (Lighthouse: first paint).
    cssCodeSplit: false,
  },
  environments: {
    ssr: {
      build: {
        rolldownOptions: { input: "./server/app.ts" },
      },
    },
  },
  plugins: [precompiledMessages(), reactRouter()],
});
