import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceTree } from "../../scripts/source-tree";

// The size limits of docs/architecture.md ("The shape of a route, a feature and its input"), held by a test so a
// route that starts to carry its feature, or a function that grows into a page, is caught in review.
const FUNCTION_LINES = 60;
const ROUTE_LINES = 150;

const sourceFiles = (folder: string) =>
  sourceTree(
    folder,
    (name) => /\.(ts|tsx|js)$/.test(name) && !/\.(test|spec)\./.test(name) && !name.includes(".generated."),
  );

function longFunctions(file: string) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 > FUNCTION_LINES) found.push(`${file}:${start + 1} (${end - start + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("code shape", () => {
  it(`has no function over ${FUNCTION_LINES} lines`, () => {
    const files = ["app", "server", "scripts", "bench", "tests/setup"].flatMap(sourceFiles);
    expect(files.flatMap(longFunctions)).toEqual([]);
  }, 60_000);

  it(`has no route module over ${ROUTE_LINES} lines`, () => {
    const long = sourceFiles("app/routes").filter((f) => readFileSync(f, "utf8").split("\n").length > ROUTE_LINES);
    expect(long).toEqual([]);
  });
});
