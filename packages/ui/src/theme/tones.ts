import { vars } from "./theme.css";

/** The status tones every component colours the same way. */
export type StatusTone = "success" | "danger" | "warning" | "info";

function byTone<T>(style: (tone: StatusTone) => T): Record<StatusTone, T> {
  return {
    success: style("success"),
    danger: style("danger"),
    warning: style("warning"),
    info: style("info"),
  };
}

/** Filled: the tone's colour behind the text colour made for it (Badge, notifications). */
export const solidTones = byTone((tone) => ({
  background: vars.color[tone],
  color: vars.color[`${tone}Text`],
}));

/** Soft: the tone's pale background, its full colour on the border (Banner). */
export const softTones = byTone((tone) => ({
  background: vars.color[`${tone}Soft`],
  borderColor: vars.color[tone],
}));

/** Text in the tone's colour (Text). */
export const textTones = byTone((tone) => ({ color: vars.color[tone] }));
