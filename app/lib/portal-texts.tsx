import { createContext, type ReactNode, use } from "react";
import type * as English from "~/paraglide-portal/messages/en.js";
import type { Locale } from "./locale";

/**
 * The portal's texts (decision 49): Paraglide compiles `messages/portal/{en,si,ta}.json` into one module per
 * language, and the browser loads only the signed-in person's language, as a chunk of its own that it keeps. The
 * server renders with the same modules, so the hydrated page says what the server wrote.
 */
type Compiled = typeof English;

/** Each message, typed by its inputs; a message without inputs is called without an argument. */
export type PortalMessages = {
  [Key in keyof Compiled]: Compiled[Key] extends (inputs: infer Inputs) => string
    ? Record<string, never> extends Inputs
      ? (inputs?: Inputs) => string
      : (inputs: Inputs) => string
    : never;
};

const importers: Record<Locale, () => Promise<unknown>> = {
  en: () => import("~/paraglide-portal/messages/en.js"),
  si: () => import("~/paraglide-portal/messages/si.js"),
  ta: () => import("~/paraglide-portal/messages/ta.js"),
};

export type PortalTexts = { m: PortalMessages; locale: Locale };

// One value per language, so the provider hands the same object to every render.
const loading = new Map<Locale, Promise<PortalTexts>>();
const loaded = new Map<Locale, PortalTexts>();

/** The portal's messages in a language, loaded once per process (the server) or page (the browser). */
export function loadPortalTexts(locale: Locale): Promise<PortalTexts> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = importers[locale]().then((module) => {
      const texts = { m: module as PortalMessages, locale };
      loaded.set(locale, texts);
      return texts;
    });
    loading.set(locale, pending);
  }
  return pending;
}

const PortalTextsContext = createContext<PortalTexts | null>(null);

/**
 * Gives the portal's pages their texts. The browser loads the language before hydrating (entry.client.tsx); on a
 * later navigation into the portal, the first render waits for the chunk (a transition keeps the page before it).
 */
export function PortalTextsProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const texts = loaded.get(locale) ?? use(loadPortalTexts(locale));
  return <PortalTextsContext value={texts}>{children}</PortalTextsContext>;
}

/** A role as the portal names it ("client", "සේවාදායක"): one table for the sidebar, the header and the profile. */
export function roleName(m: PortalMessages, role: "client" | "freelancer" | "admin") {
  return { client: m.shell_role_client(), freelancer: m.shell_role_freelancer(), admin: m.shell_role_admin() }[role];
}

/** The portal's messages and language, for a component inside the portal. */
export function usePortalTexts(): PortalTexts {
  const texts = use(PortalTextsContext);
  if (!texts) throw new Error("usePortalTexts is for the portal's pages: their loader declares `portalLocale`");
  return texts;
}

/**
 * The language of a component shared with the public site (a date, a table's labels): the portal's inside the
 * portal, English elsewhere, where there is no portal context.
 */
export function useSharedLocale(): Locale {
  return use(PortalTextsContext)?.locale ?? "en";
}

/**
 * A word of a component shared with the public site (a dialog's "Close", the failure screen): the portal's message
 * inside the portal, the English given outside it, where no portal texts are loaded.
 */
export function useSharedText(pick: (m: PortalMessages) => string, english: string): string {
  const texts = use(PortalTextsContext);
  return texts ? pick(texts.m) : english;
}

/** The portal's language of a page: the one its deepest route declared in its data (`portalLocale`), if any. */
export function portalLocaleOfMatches(matches: { data: unknown }[]): Locale | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data as { portalLocale?: Locale } | null | undefined;
    if (data && typeof data === "object" && data.portalLocale) return data.portalLocale;
  }
  return undefined;
}
