import type { Locale } from "@trezo/i18n";

/** The props every chart takes besides its data. */
export interface ChartFrameProps {
  /** Locale of labels and money; the ui LocaleProvider's by default. */
  locale?: Locale | undefined;
  /** ISO 4217 currency of the amounts (the company's default currency). */
  currency?: string;
  /** Accessible name; a description of the chart in the locale by default. */
  name?: string | undefined;
  height?: number;
  /** Fixed width in px; by default the chart follows its container's width. */
  width?: number | undefined;
  /** Animate when data changes (off by default: stable screenshots, less CPU). */
  animate?: boolean;
}
