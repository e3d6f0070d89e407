import type { ThemeTokens } from "./tokens";

/**
 * Turns tokens into theme-contract values. Themes call it at build time and brands at run time, so a
 * brand can never produce a value a theme could not.
 */
export function themeValues(tokens: ThemeTokens): ThemeTokens {
  return tokens;
}
