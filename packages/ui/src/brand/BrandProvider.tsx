import { assignInlineVars } from "@vanilla-extract/dynamic";
import { type CSSProperties, createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { themeRoot, vars } from "../theme/theme.css";
import { type ThemeName, themeClassNames } from "../theme/themes";
import { type Branding, resolveBranding } from "./branding";

/** What components can read about the current brand (images travel here, not in CSS). */
export interface BrandContextValue {
  theme: ThemeName;
  branding: Branding | null;
  logo: string | null;
  icon: string | null;
  consentIcon: string | null;
  contentKey: string | null;
}

const BrandContext = createContext<BrandContextValue>({
  theme: "light",
  branding: null,
  logo: null,
  icon: null,
  consentIcon: null,
  contentKey: null,
});

export interface BrandProviderProps {
  /** Base theme (default `light`). */
  theme?: ThemeName;
  /** The company's branding record; null or missing fields keep the theme's values. */
  branding?: Branding | null;
  /** Extra class on the root element. */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The themed root of the application: applies the theme class, then the company's branding over it as
 * inline CSS variables (header and menu colours with computed readable foregrounds), and shares logos
 * and icons through `useBrand`. Invalid colours fall back to the theme with a console warning.
 */
export function BrandProvider({
  theme = "light",
  branding = null,
  className,
  style,
  children,
}: BrandProviderProps) {
  const resolution = useMemo(() => resolveBranding(branding, theme), [branding, theme]);

  useEffect(() => {
    for (const warning of resolution.warnings) console.warn(`[BrandProvider] ${warning}`);
  }, [resolution]);

  const context = useMemo<BrandContextValue>(
    () => ({
      theme,
      branding,
      logo: branding?.app_logo || null,
      icon: branding?.app_icon || null,
      consentIcon: branding?.consent_icon || null,
      contentKey: branding?.content_key || null,
    }),
    [theme, branding],
  );

  const inlineVars = assignInlineVars(
    { header: vars.header, nav: vars.nav },
    { header: resolution.values.header, nav: resolution.values.nav },
  );

  return (
    <BrandContext.Provider value={context}>
      <div
        className={[themeClassNames[theme], themeRoot, className].filter(Boolean).join(" ")}
        style={{ ...inlineVars, ...style }}
        data-theme={theme}
      >
        {children}
      </div>
    </BrandContext.Provider>
  );
}

/** The current theme name, branding record and brand images. */
export function useBrand(): BrandContextValue {
  return useContext(BrandContext);
}

/**
 * Class names that theme an element rendered in a portal (popovers, tooltips): outside the
 * BrandProvider's element, it needs the theme class again to see the contract's variables.
 */
export function usePortalThemeClassName(): string {
  const { theme } = useContext(BrandContext);
  return `${themeClassNames[theme]} ${themeRoot}`;
}
