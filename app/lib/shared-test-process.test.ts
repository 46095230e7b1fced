// Vitest runs the test files of a worker in one process, one after another (isolate: false in vitest.config.ts):
// a file that mocks a module, or changes a global and leaves it changed, would change the files after it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => path.join(folder, name));
}

const files = ["app", "db", "tests/integration"].flatMap(testFiles).map((file) => ({
  file,
  source: readFileSync(path.join(root, file), "utf8"),
}));

describe("test files that share a process", () => {
  it("finds the test files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("mock no module", () => {
    const mocking = files.filter(({ source }) => /\bvi\.(do)?mock\(/.test(source)).map(({ file }) => file);
    expect(mocking).toEqual([]);
  });

  it("put back what they stub or fake", () => {
    const pairs: [RegExp, RegExp][] = [
      [/\bvi\.stubEnv\(/, /\bvi\.unstubAllEnvs\(/],
      [/\bvi\.stubGlobal\(/, /\bvi\.unstubAllGlobals\(/],
      [/\bvi\.useFakeTimers\(/, /\bvi\.useRealTimers\(/],
      [/\bvi\.spyOn\(/, /\.mockRestore\(|\bvi\.restoreAllMocks\(/],
    ];
    const leaving = files
      .filter(({ source }) => pairs.some(([change, undo]) => change.test(source) && !undo.test(source)))
      .map(({ file }) => file);
    expect(leaving).toEqual([]);
  });

  it("set no environment variable by hand", () => {
    const setting = files
      .filter(({ source }) => /process\.env\.[A-Z_]+\s*=(?!=)|delete process\.env/.test(source))
      .map(({ file }) => file);
    expect(setting).toEqual([]);
  });
});
