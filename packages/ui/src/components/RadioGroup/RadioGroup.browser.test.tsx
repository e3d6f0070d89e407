import { describe, expect, it, vi } from "vitest";
import { userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { RadioGroup } from "./RadioGroup";

describe("RadioGroup", () => {
  it("moves the choice with arrow keys and skips disabled options", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <RadioGroup
        label="Vue"
        defaultValue="a"
        onChange={onChange}
        options={[
          { id: "a", label: "A" },
          { id: "b", label: "B", isDisabled: true },
          { id: "c", label: "C" },
        ]}
      />,
    );
    await expect.element(screen.getByRole("radiogroup", { name: "Vue" })).toBeVisible();
    (screen.getByRole("radio", { name: "A" }).element() as HTMLInputElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    expect(onChange).toHaveBeenLastCalledWith("c");
  });
});
