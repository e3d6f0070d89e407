import { describe, expect, it } from "vitest";
import { brandingFromDraft, contrastProblems, invalidColorFields } from "./brandingContrast";

const draft = {
  app_header_bg_color: "#0b5fff",
  menu_text_color: "#1a1a1a",
  menu_active_text_color: "#0b5fff",
  app_logo: "",
};

describe("branding editor checks", () => {
  it("accepts readable menu colours on a white navigation", () => {
    expect(contrastProblems(draft, "#ffffff")).toEqual([]);
  });

  it("warns when a menu colour falls below 4.5:1", () => {
    const problems = contrastProblems({ ...draft, menu_text_color: "#dddddd" }, "#ffffff");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe("menu_text_color");
    expect(problems[0]?.ratio).toBeLessThan(4.5);
  });

  it("reports invalid colours and ignores empty ones", () => {
    expect(invalidColorFields({ ...draft, app_header_bg_color: "blue-ish" })).toEqual([
      "app_header_bg_color",
    ]);
    expect(invalidColorFields({ ...draft, menu_text_color: "" })).toEqual([]);
  });

  it("saves empty fields as null", () => {
    expect(brandingFromDraft({ ...draft, app_logo: " " }).app_logo).toBeNull();
  });
});
