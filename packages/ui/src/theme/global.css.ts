import { globalStyle } from "@vanilla-extract/css";

// A small reset: predictable box sizing, no default margins, media that fits, inherited fonts in controls.
globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html, body", { margin: 0, padding: 0 });
globalStyle("body", {
  WebkitFontSmoothing: "antialiased",
  MozOsxFontSmoothing: "grayscale",
  textRendering: "optimizeLegibility",
});
globalStyle("h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd", { margin: 0 });
globalStyle("img, svg, video, canvas", { display: "block", maxWidth: "100%" });
globalStyle("svg", { display: "inline-block" });
globalStyle("input, button, textarea, select", { font: "inherit", color: "inherit" });
globalStyle("button", { background: "none" });

// Honour the user's motion preference everywhere (and give visual tests a still page).
globalStyle("*, *::before, *::after", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
    },
  },
});
