import { useLocation } from "react-router";
import { type Locale, localeOfPath } from "./locale";

/** The language of the page being shown, from its address (decision 48). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}
