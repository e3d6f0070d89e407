/**
 * The shell's style settings (spec 001 §7.7 getStyles): the header and menu colours and the logos the
 * shell draws. A company's own branding wins; a client company without one shows its accounting firm's;
 * with neither, the shell keeps its own theme (`source: "default"`, every setting null).
 */

export interface ShellStyleSettings {
  app_header_bg_color: string | null;
  menu_text_color: string | null;
  menu_active_text_color: string | null;
  app_logo: string | null;
  app_icon: string | null;
}

export type ShellStyleSource = "company" | "parent" | "default";

const NO_STYLES: ShellStyleSettings = {
  app_header_bg_color: null,
  menu_text_color: null,
  menu_active_text_color: null,
  app_logo: null,
  app_icon: null,
};

/** The styles the shell applies, and where they come from. */
export function resolveShellStyles(
  own: ShellStyleSettings | null,
  parent: ShellStyleSettings | null,
): { styles: ShellStyleSettings; source: ShellStyleSource } {
  if (own) return { styles: { ...NO_STYLES, ...own }, source: "company" };
  if (parent) return { styles: { ...NO_STYLES, ...parent }, source: "parent" };
  return { styles: NO_STYLES, source: "default" };
}
