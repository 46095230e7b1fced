import { z } from "zod";
import { findPlan } from "~/features/plans";
import { baseLocale, type Locale, locales } from "~/lib/locale";
import { rules } from "~/lib/parse.server";
import { m } from "~/paraglide/messages.js";
import { hearAboutUsOptions, industries, marketingGoals, platforms } from "./options";
import { draftOf, emptyWizard, type WizardDraft } from "./wizard";

/**
 * What the drafts API reads, and what a stored draft gives back. A draft is a convenience, so its answers are
 * cleaned rather than refused: a wrong or missing answer is dropped and the wizard asks for it again. Only the
 * non-sensitive answers pass (never a name, phone or password), each checked against its options.
 */

const emptyDraft = () => draftOf(emptyWizard());

const text = (max: number) =>
  z
    .string()
    .catch("")
    .transform((value) => value.slice(0, max));

/** One of `options`, or "" for anything else. */
const oneOf = (options: readonly [string, ...string[]]) =>
  z
    .enum(options)
    .transform((value): string => value)
    .catch("");

/** The items of a list that pass `item`; anything else, or no list at all, gives fewer items. */
const listOf = (item: z.ZodType<string>) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data] : [];
      }),
    );

const draftShape = {
  businessInfo: z
    .object({ businessName: text(200), industry: oneOf(industries), website: text(300) })
    .catch(() => emptyDraft().businessInfo),
  marketingGoals: listOf(z.enum(marketingGoals)),
  platformPreferences: listOf(z.enum(platforms)),
  hearAboutUs: oneOf(hearAboutUsOptions),
};

/** The answers of a draft. */
export const draftSchema: z.ZodType<WizardDraft, unknown> = z.object(draftShape).catch(emptyDraft);

/** A plan name from the catalogue, or undefined: the browser that opens a link may never have chosen one. */
export const planSchema = z
  .string()
  .optional()
  .catch(undefined)
  .transform((name): string | undefined => findPlan(name)?.name);

/** A draft row's `data`: the answers, the plan, and the key hashes of the browsers that may overwrite it. */
export const storedDraftSchema = z
  .object({ ...draftShape, plan: planSchema, owners: listOf(z.string()) })
  .catch(() => ({ ...emptyDraft(), plan: undefined, owners: [] }));

export type StoredDraft = z.output<typeof storedDraftSchema>;

/**
 * The language a draft request is answered in (and its link mailed in): the wizard sends its page's language; a
 * caller that sends none gets English, one that sends an unknown language is refused before anything else is read.
 */
export const draftLocaleSchema = z.object(
  {
    locale: z
      .enum(locales, "Unknown language")
      .nullish()
      .transform((locale): Locale => locale ?? baseLocale),
  },
  "Expected a JSON object",
);

/**
 * A POST to the drafts API: `{email, data, plan, locale}` keeps a draft (the intent defaults to "save"),
 * `{intent: "link", email, locale}` asks for a link to continue one. Its refusals speak `locale`.
 */
export const draftRequestSchemaIn = (locale: Locale) => {
  const emailInvalid = m.forms_invalid_email({}, { locale });
  return z.object(
    {
      intent: z
        .enum(["save", "link"], "Unknown request")
        .nullish()
        .transform((intent) => intent ?? "save"),
      email: rules.email({ required: emailInvalid, invalid: emailInvalid }),
      data: draftSchema,
      plan: planSchema,
      locale: z.literal(locale).catch(locale),
    },
    "Expected a JSON object",
  );
};

export type DraftRequest = z.output<ReturnType<typeof draftRequestSchemaIn>>;

/** A draft key or link token: what randomBytes(32).toString("base64url") gives. Anything else never reaches the database. */
export const TOKEN_PATTERN = /^[\w-]{43}$/;

/** The route parameters of a link to continue a draft (`/onboarding/resume/:token`). */
export const draftLinkParamsSchema = z.object({ token: z.string().regex(TOKEN_PATTERN) });
