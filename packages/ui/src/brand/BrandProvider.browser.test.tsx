import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { vars } from "../theme";
import { BrandProvider, useBrand } from "./BrandProvider";
import { contrastRatio } from "./color";

function HeaderProbe() {
  const { logo, contentKey } = useBrand();
  return (
    <header data-testid="header" style={{ background: vars.header.background, color: vars.header.text }}>
      {logo ? <img src={logo} alt="Logo" /> : null}
      {contentKey}
    </header>
  );
}

function cssVar(element: Element, variable: string): string {
  const name = variable.replace(/^var\((.*)\)$/, "$1");
  return getComputedStyle(element).getPropertyValue(name).trim();
}

describe("BrandProvider", () => {
  it("applies the header colour with a readable foreground, and shares the logo", async () => {
    const logo = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
    const screen = await render(
      <BrandProvider branding={{ app_header_bg_color: "#ffd400", app_logo: logo, content_key: "acme" }}>
        <HeaderProbe />
      </BrandProvider>,
    );
    const header = screen.getByTestId("header").element();
    expect(getComputedStyle(header).backgroundColor).toBe("rgb(255, 212, 0)");
    const text = cssVar(header, vars.header.text);
    expect(contrastRatio(text, "#ffd400")).toBeGreaterThanOrEqual(4.5);
    await expect.element(screen.getByRole("img", { name: "Logo" })).toHaveAttribute("src", logo);
    await expect.element(screen.getByTestId("header")).toHaveTextContent("acme");
  });

  it("keeps the theme's colour and warns when the colour is invalid", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const reference = await render(
      <BrandProvider theme="dark">
        <HeaderProbe />
      </BrandProvider>,
    );
    const expected = getComputedStyle(reference.getByTestId("header").element()).backgroundColor;
    reference.unmount();
    const screen = await render(
      <BrandProvider theme="dark" branding={{ app_header_bg_color: "javascript:alert(1)" }}>
        <HeaderProbe />
      </BrandProvider>,
    );
    expect(getComputedStyle(screen.getByTestId("header").element()).backgroundColor).toBe(expected);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("app_header_bg_color"));
    warn.mockRestore();
  });
});
