import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Button } from "./Button";

describe("Button", () => {
  it("renders with the theme's accent colour and reacts to a press", async () => {
    const onClick = vi.fn();
    const screen = await render(
      <div className={lightTheme}>
        <Button onClick={onClick}>Enregistrer</Button>
      </div>,
    );
    const button = screen.getByRole("button", { name: "Enregistrer" });
    // Read the colour before the pointer hovers it (hover has its own, animated shade).
    expect(getComputedStyle(button.element()).backgroundColor).toBe("rgb(29, 79, 184)");
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("ignores presses and says it is busy while loading", async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        Exporter
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Exporter" });
    await button.click();
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(button).toHaveAttribute("aria-busy", "true");
  });
});
