import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Link } from "./Link";

describe("Link", () => {
  it("opens external links in a new tab without leaking the opener", async () => {
    const screen = await render(
      <Link href="https://trezo.fr" external>
        Trezo
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Trezo" });
    await expect.element(link).toHaveAttribute("target", "_blank");
    await expect.element(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
