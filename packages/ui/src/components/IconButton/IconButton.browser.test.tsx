import { X } from "lucide-react";
import { describe, expect, it, vi } from "vitest";
import { render } from "vitest-browser-react";
import { IconButton } from "./IconButton";

describe("IconButton", () => {
  it("is named by its label, hides its icon and is square", async () => {
    const onClick = vi.fn();
    const screen = await render(<IconButton label="Fermer" icon={<X />} onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Fermer" });
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    const { width, height } = button.element().getBoundingClientRect();
    expect(width).toBe(height);
    expect(button.element().querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
  });
});
