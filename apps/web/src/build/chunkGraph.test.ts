import { describe, expect, it } from "vitest";
import { findChunkCycle, lucideIconModules } from "../../chunkGraph";

describe("findChunkCycle", () => {
  it("finds the entry ↔ boot cycle that left the red notification's icon undefined (issue 12)", () => {
    expect(
      findChunkCycle([
        { fileName: "index.js", imports: ["boot.js"] },
        { fileName: "boot.js", imports: ["react.js", "index.js"] },
        { fileName: "react.js", imports: [] },
      ]),
    ).toEqual(["index.js", "boot.js", "index.js"]);
  });

  it("finds a longer cycle and accepts a graph that shares chunks without one", () => {
    expect(
      findChunkCycle([
        { fileName: "a.js", imports: ["b.js"] },
        { fileName: "b.js", imports: ["c.js"] },
        { fileName: "c.js", imports: ["a.js"] },
      ]),
    ).toEqual(["a.js", "b.js", "c.js", "a.js"]);
    expect(
      findChunkCycle([
        { fileName: "index.js", imports: ["boot.js", "react.js"] },
        { fileName: "boot.js", imports: ["react.js"] },
        { fileName: "screen.js", imports: ["boot.js", "react.js"] },
        { fileName: "react.js", imports: [] },
      ]),
    ).toBeNull();
  });
});

describe("lucideIconModules", () => {
  it("follows lucide's aliases to the modules that define the icons", () => {
    const modules = lucideIconModules(["circle-alert", "x"]);
    expect(modules).toContain("circle-alert");
    expect(modules).toContain("circle-exclamation-point");
    expect(modules).toContain("x");
  });
});
