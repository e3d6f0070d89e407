import type { Locale } from "@trezo/i18n";
import { LocaleProvider } from "@trezo/ui/i18n";
import { lightTheme } from "@trezo/ui/theme";
import type { ReactNode } from "react";
import { render } from "vitest-browser-react";

/** Renders `node` as the app does: in the light theme and a locale (French by default). Tests only. */
export function renderInTheme(node: ReactNode, locale: Locale = "fr-FR") {
  return render(
    <LocaleProvider locale={locale}>
      <div className={lightTheme} style={{ padding: 16, width: 480 }}>
        {node}
      </div>
    </LocaleProvider>,
  );
}

/**
 * A regular expression matching a field's label exactly, with or without the required mark ("*", which
 * screen readers skip but label-text queries see). Password inputs have no role, so tests find them by label.
 */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\*?$`);
}
