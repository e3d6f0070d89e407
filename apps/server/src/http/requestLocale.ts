import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@trezo/i18n";
import type { FastifyRequest } from "fastify";

/**
 * The locale of the answer's messages: the first product locale named by Accept-Language (by exact tag
 * or by language), French otherwise.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers["accept-language"];
  if (typeof header !== "string") return DEFAULT_LOCALE;
  for (const part of header.split(",")) {
    const tag = part.split(";")[0]?.trim() ?? "";
    if (isLocale(tag)) return tag;
    const language = tag.slice(0, 2).toLowerCase();
    const match = LOCALES.find((locale) => locale.slice(0, 2).toLowerCase() === language);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
