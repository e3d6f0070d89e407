/** Schemes a banner link may use; anything else (javascript:, data:, vbscript:...) is dropped. */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * The URL if it is safe to put in an in-app message, else null. Relative URLs and anchors are kept;
 * control characters and whitespace tricks (`java\tscript:`) are removed before the scheme is read.
 */
export function safeUrl(url: string): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const cleaned = url.replace(/[\u0000-\u001F\u007F\s]+/g, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1];
  if (scheme === undefined) return cleaned.startsWith("//") ? null : url.trim();
  return SAFE_SCHEMES.has(`${scheme.toLowerCase()}:`) ? url.trim() : null;
}
