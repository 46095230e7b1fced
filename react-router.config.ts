import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds of one checkout live side by side (tests of parallel work); `npm start` reads build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Loaders and actions get a RouterContextProvider and read each service by its typed key (decision 33).
  future: { v8_middleware: true },
} satisfies Config;
