// madge ships no types; this is the part of its API the import-graph test (app/lib/import-graph.test.ts) uses.
declare module "madge" {
  type MadgeResult = {
    /** Each file (relative to the base folder) and the files it imports. */
    obj(): Record<string, string[]>;
    /** Each import cycle, as the files along it. */
    circular(): string[][];
    /** `skipped`: the imports it could not resolve to a file. */
    warnings(): { skipped: string[] };
  };
  type MadgeConfig = { fileExtensions?: string[]; tsConfig?: string; baseDir?: string };
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
