import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Three shared chunks in the browser build, each one file however many pages use it:
 * - `react` (React and React DOM) and `router` (React Router), which every page needs. Two files, so the page can
 *   run each one's top-level code in a task of its own (app/lib/document.server.ts);
 * - `icons`: every Lucide icon. One icon is a few hundred bytes, and as chunks of their own the icons made a page
 *   load a dozen tiny files (or, merged by size, whole unrelated modules they had been merged into).
 */
function manualChunks(id: string) {
  if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
  if (id.includes("/node_modules/react-router/")) return "router";
  if (id.includes("/node_modules/lucide-react/")) return "icons";
}

// The import each lucide-react icon module makes of the factory that builds it.
const LUCIDE_FACTORY = /^\.\.\/createLucideIcon\.mjs$/;
const lucideIcon = fileURLToPath(new URL("./app/lib/lucide-icon.ts", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts from our Express app, so one build holds the app, the database code and the routes.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : { target: "es2022", rollupOptions: { output: { manualChunks } } },
  ssr: {
    // Native and wasm packages stay outside the server bundle and load from node_modules; so does pdfkit, which
    // reads its fonts from files beside its own code.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "pdfkit"],
    // Bundled, so the icons on the server are made by the same `createLucideIcon` as in the browser.
    noExternal: ["lucide-react"],
  },
  // Every Lucide icon is made by our lighter `createLucideIcon` (app/lib/lucide-icon.ts): in the builds, on the
  // development server, and in its pre-bundled dependencies (esbuild, which does not read `resolve.alias`).
  resolve: { alias: [{ find: LUCIDE_FACTORY, replacement: lucideIcon }] },
  optimizeDeps: {
    esbuildOptions: {
      plugins: [
        {
          name: "lucide-icon",
          setup: (build) => build.onResolve({ filter: LUCIDE_FACTORY }, () => ({ path: lucideIcon })),
        },
      ],
    },
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
