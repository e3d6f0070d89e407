import { describe, expect, it } from "vitest";
import { safeUrl } from "./safeUrl";

describe("safeUrl", () => {
  it.each([
    "https://trezo.fr/aide",
    "http://example.com",
    "mailto:aide@trezo.fr",
    "tel:+33100000000",
    "/settings",
    "#plans",
  ])("keeps %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "//evil.example/path",
  ])("drops %j", (url) => {
    expect(safeUrl(url)).toBeNull();
  });
});
