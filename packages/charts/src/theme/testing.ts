import { cssVariableName } from "./chartTheme";

/** The value a contract variable (`vars.color.accent`) resolves to on `element`. Tests only. */
export function resolvedColor(element: Element, reference: string): string {
  return getComputedStyle(element)
    .getPropertyValue(cssVariableName(reference) ?? "")
    .trim();
}
