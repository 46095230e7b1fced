import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts from our Express app, so one build holds the app, the database code and the routes.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // Chunks under 1 KB (single icons, mostly) are merged where that loads nothing more: each file a page loads
      // costs a request and its headers.
      { target: "es2022", rollupOptions: { output: { experimentalMinChunkSize: 1000 } } },
  ssr: {
    // Native and wasm packages stay outside the server bundle and load from node_modules.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer"],
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
