import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { GlobalSpinner } from "./GlobalSpinner";

describe("GlobalSpinner", () => {
  it("announces loading and covers the screen only while visible", async () => {
    const screen = await render(<GlobalSpinner visible />);
    const status = screen.getByRole("status");
    await expect.element(status).toHaveTextContent("Chargement…");
    expect(getComputedStyle(status.element()).position).toBe("fixed");
    await screen.rerender(<GlobalSpinner visible={false} />);
    expect(screen.container.querySelector("[data-global-spinner]")).toBeNull();
  });
});
