import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two builds of one checkout live side by side (tests of parallel work); `npm start` reads build/.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
