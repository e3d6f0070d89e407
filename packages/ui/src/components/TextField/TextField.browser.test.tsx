import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("is labelled, reports typing and links its description", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <div className={lightTheme}>
        <TextField label="Prénom" description="Tel qu'il apparaît sur vos factures" onChange={onChange} />
      </div>,
    );
    const input = screen.getByRole("textbox", { name: "Prénom" });
    await userEvent.type(input, "Ada");
    expect(onChange).toHaveBeenLastCalledWith("Ada");
    const describedBy = input.element().getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe(
      "Tel qu'il apparaît sur vos factures",
    );
  });

  it("shows the error message and marks the input invalid", async () => {
    const screen = await render(<TextField label="SIRET" errorMessage="SIRET invalide." />);
    await expect
      .element(screen.getByRole("textbox", { name: "SIRET" }))
      .toHaveAttribute("aria-invalid", "true");
    await expect.element(screen.getByText("SIRET invalide.")).toBeVisible();
  });
});
