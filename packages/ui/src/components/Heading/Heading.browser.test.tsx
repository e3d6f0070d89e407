import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { lightTheme } from "../../theme";
import { Heading } from "./Heading";

describe("Heading", () => {
  it("keeps the outline level while showing another size", async () => {
    const screen = await render(
      <div className={lightTheme}>
        <Heading level={2} size={4}>
          Banques
        </Heading>
      </div>,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Banques" });
    expect(getComputedStyle(heading.element()).fontSize).toBe("15px");
  });
});
