import { describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { Banner } from "./Banner";

describe("Banner", () => {
  it("renders markdown with safe links opening in a new tab", async () => {
    const screen = await render(<Banner markdown="**Nouveau** : [aide](https://trezo.fr/aide)" />);
    await expect.element(screen.getByText("Nouveau")).toBeVisible();
    expect(screen.getByText("Nouveau").element().tagName).toBe("STRONG");
    const link = screen.getByRole("link", { name: "aide" });
    await expect.element(link).toHaveAttribute("href", "https://trezo.fr/aide");
    await expect.element(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("never renders raw HTML, images or javascript: links", async () => {
    const screen = await render(
      <Banner
        markdown={
          'a <b onclick="x()">b</b> <iframe src="https://x"></iframe> [c](javascript:alert(1)) [d](JAVA\tSCRIPT:alert(1)) ![e](https://x/e.png)'
        }
      />,
    );
    const html = screen.container.innerHTML;
    expect(screen.container.querySelector("b, iframe, img, script")).toBeNull();
    expect(html.toLowerCase()).not.toContain("javascript");
    expect(screen.container.querySelectorAll("a")).toHaveLength(0);
    await expect.element(screen.getByText("c")).toBeVisible();
  });
});
