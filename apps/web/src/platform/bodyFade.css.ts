import { keyframes, style } from "@vanilla-extract/css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The page fades in while the app boots; removed after 8 s (bodyFade.ts). */
export const bodyFade = style({
  "@media": {
    "(prefers-reduced-motion: no-preference)": { animation: `${fadeIn} 400ms ease-out` },
  },
});
