import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * Every file under `folder` whose name `keep` accepts, for the tests and scripts that read the source tree. Two
 * things are never source: the folders Paraglide compiles the messages into (app/paraglide and
 * app/paraglide-portal, decisions 48 and 49), and the layer test's probe files (app/lib/layers.test.ts drops one
 * into a folder for a moment, while other test files run beside it).
 */
export function sourceTree(folder: string, keep: (name: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    if (name.startsWith("layer-probe-")) return [];
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name.startsWith("paraglide") ? [] : sourceTree(file, keep);
    return keep(name) ? [file] : [];
  });
}
