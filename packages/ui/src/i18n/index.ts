export {
  fill,
  LocaleProvider,
  type LocaleProviderProps,
  type UiMessages,
  useLocale,
  useUiMessages,
} from "./LocaleProvider";
