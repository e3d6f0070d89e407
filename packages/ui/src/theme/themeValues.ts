import { interactiveShades, readableOn, shiftLightness } from "../brand/color";
import type { ThemeValues } from "./contract";
import type { ThemeTokens } from "./tokens";

/**
 * Turns tokens into theme-contract values. Themes call it at build time and brands at run time, so a
 * brand can never produce a value a theme could not: every foreground is computed to keep 4.5:1 against
 * its background, and hover/active shades are derived from their base.
 */
export function themeValues(tokens: ThemeTokens): ThemeValues {
  const { color } = tokens;
  const accent = interactiveShades(color.accent);
  const header = interactiveShades(color.headerBackground);
  const navText = readableOn(color.navBackground, color.navText ?? color.text);
  const navActiveBackground = color.navActiveText ? color.navBackground : color.accentSoft;
  const navActiveText = readableOn(navActiveBackground, color.navActiveText ?? color.accent);
  return {
    color: {
      background: color.background,
      surface: color.surface,
      surfaceRaised: color.surfaceRaised,
      surfaceSunken: color.surfaceSunken,
      text: readableOn(color.surface, color.text),
      textMuted: readableOn(color.surface, color.textMuted),
      border: color.border,
      borderStrong: color.borderStrong,
      accent: accent.base,
      accentHover: accent.hover,
      accentActive: accent.active,
      accentText: accent.text,
      accentSoft: color.accentSoft,
      focusRing: color.focusRing,
      success: color.success,
      successText: readableOn(color.success),
      successSoft: color.successSoft,
      danger: color.danger,
      dangerHover: shiftLightness(color.danger, 0.06),
      dangerText: readableOn(color.danger),
      dangerSoft: color.dangerSoft,
      warning: color.warning,
      warningText: readableOn(color.warning),
      warningSoft: color.warningSoft,
      info: color.info,
      infoText: readableOn(color.info),
      infoSoft: color.infoSoft,
      indicator: color.indicator,
      overlay: color.overlay,
    },
    header: {
      background: header.base,
      backgroundHover: header.hover,
      backgroundActive: header.active,
      // One text colour that reads on all three states (proved by the brand property test).
      text: header.text,
    },
    nav: {
      background: color.navBackground,
      text: navText,
      activeText: navActiveText,
      activeBackground: navActiveBackground,
      hoverBackground: shiftLightness(color.navBackground, 0.04),
    },
    font: tokens.font,
    fontSize: tokens.fontSize,
    fontWeight: tokens.fontWeight,
    lineHeight: tokens.lineHeight,
    space: tokens.space,
    radius: tokens.radius,
    shadow: tokens.shadow,
    zIndex: tokens.zIndex,
    motion: tokens.motion,
  };
}
