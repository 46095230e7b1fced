import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

// Preact renders the app on the server and in the browser (decision 0010): React's API at a sixth of React DOM's size.
const preact = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: preact },
  // The server bundle starts from our Express app, so one build holds the app, the database code and the routes.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : // Chunks under 1 KB (single icons, mostly) are merged where that loads nothing more: each file a page loads
      // costs a request and its headers.
      { target: "es2022", rollupOptions: { output: { experimentalMinChunkSize: 1000 } } },
  ssr: {
    // Native and wasm packages stay outside the server bundle and load from node_modules.
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer"],
    // Every package that imports React is bundled, so that the alias above gives it Preact. A new dependency on
    // React belongs here too (`npm ls react` lists them).
    noExternal: [
      /^react-router/,
      /^@react-router\//,
      /^radix-ui/,
      /^@radix-ui\//,
      /^@floating-ui\/react/,
      /^react-remove-scroll/,
      "react-style-singleton",
      "use-callback-ref",
      "use-sidecar",
      "lucide-react",
      /^@conform-to\//,
      /^preact/,
    ],
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
