export { LocaleProvider, type LocaleProviderProps, useLocale, useT } from "./LocaleProvider";
