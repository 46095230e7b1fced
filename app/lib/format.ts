import { intlLocales, type Locale } from "./locale";

// Every function takes the reader's language last, English by default (decision 48). English output is as it was.
// Numbers are grouped the Sri Lankan way in every language (1,234,567): Node's ICU groups ta-LK in lakhs
// (12,34,567), the Indian convention, so amounts are not formatted with the ta-LK pattern. Sinhala and Tamil use
// the same digits and separators as English, so the English grouping is the Sri Lankan one for all three.
const amount = (value: number, minimumFractionDigits = 0) =>
  value.toLocaleString("en-US", { minimumFractionDigits, maximumFractionDigits: 2 });

/** LKR 30,000 (the currency code in every language, as PayHere and the receipts write it) */
export function formatLkr(value: number, _locale: Locale = "en") {
  return `LKR ${amount(value)}`;
}

/** ~USD 100 */
export function formatUsdApprox(value: number, _locale: Locale = "en") {
  return `~USD ${amount(value)}`;
}

/** 1,234,567: a plain figure, grouped the Sri Lankan way in every language. */
export function formatNumber(value: number, _locale: Locale = "en") {
  return amount(value);
}

/** The business runs on Sri Lanka time; every date and time the app writes out is shown in it. */
export const TIME_ZONE = "Asia/Colombo";

/**
 * Made on first use, not when the module loads: each Intl formatter costs milliseconds to build (locale and zone
 * data), and this module rides along on pages, such as the public ones, that format nothing while they hydrate.
 */
function onFirstUse<T>(make: () => T) {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const colomboParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-US", {
      timeZone: TIME_ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }),
);

/**
 * 2026-11-24T05:30:12+05:30: a moment in Sri Lanka time, as ISO 8601 with its offset, so that a spreadsheet
 * or script reading an export cannot mistake it for UTC or for the reader's own zone.
 */
export function formatTimestamp(moment: Date) {
  const part = Object.fromEntries(
    colomboParts()
      .formatToParts(moment)
      .map((p) => [p.type, p.value]),
  );
  const local = `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
  // The zone's offset at that moment (fixed at +05:30 since 2006, but computed rather than assumed).
  const offset = Math.round((Date.parse(`${local}Z`) - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Money in the currency it was charged in: "LKR 35,000", "USD 115", "USD 99.50" (the same in every language). */
export function formatMoney(currency: string, sum: number | string, _locale: Locale = "en") {
  const value = typeof sum === "string" ? Number(sum) : sum;
  return `${currency} ${amount(value, value % 1 === 0 ? 0 : 2)}`;
}

type DateFormat = { format(moment: Date): string };

/** Node's ICU's Sinhala months (si-LK, the traditional names), written out below by hand. */
const SINHALA_MONTHS = ["දුරුතු", "නවම්", "මැදින්", "බක්", "වෙසක්", "පොසොන්", "ඇසළ", "නිකිණි", "බිනර", "වප්", "ඉල්", "උඳුවප්"];

/**
 * Sinhala dates and times as Node's ICU writes them ("2026 උඳුවප් 22", "14.05"), made by hand: some browsers have
 * no Sinhala data (Chromium built with a trimmed ICU writes "Dec 22, 2026"), and a portal page formats in the
 * browser too, so the hydrated page would say something else than the server did.
 */
function sinhalaFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  return {
    format(moment) {
      const part = Object.fromEntries(
        colomboParts()
          .formatToParts(moment)
          .map((p) => [p.type, p.value]),
      );
      const month = SINHALA_MONTHS[Number(part.month) - 1];
      if (options.hour) return `${part.hour}.${part.minute}`;
      if (options.day)
        return options.year ? `${part.year} ${month} ${Number(part.day)}` : `${month} ${Number(part.day)}`;
      return options.year ? `${part.year} ${month}` : `${month}`;
    },
  };
}

/** One `Intl` formatter per language and options, made on first use. */
const localFormats = new Map<string, DateFormat>();
function localFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = localFormats.get(key);
  if (!format) {
    format =
      locale === "si"
        ? sinhalaFormat(options)
        : new Intl.DateTimeFormat(intlLocales[locale], { timeZone: TIME_ZONE, ...options });
    localFormats.set(key, format);
  }
  return format;
}
const LOCAL_DAY = { day: "numeric", month: "short", year: "numeric" } as const;
const LOCAL_TIME = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

const compact = onFirstUse(() => new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }));

/** "140K", "1.2M": a figure where a chart's axis has room for little; tables and cards show it in full. */
export function formatCompact(value: number) {
  return compact().format(value);
}

// Day, month and year are put in order by hand: en-GB's own short month for September is "Sept" (CLDR), which
// breaks the three-letter style; en-US's is "Sep".
const dayParts = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, day: "numeric", month: "short", year: "numeric" }),
);
const dayFormat = {
  format(moment: Date) {
    const part = Object.fromEntries(
      dayParts()
        .formatToParts(moment)
        .map((p) => [p.type, p.value]),
    );
    return `${part.day} ${part.month} ${part.year}`;
  },
};
const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
);

const asDate = (moment: Date | string | number) => (moment instanceof Date ? moment : new Date(moment));

/** "24 Nov 2026": the one date style, in Sri Lanka time. A plain calendar date ("2026-12-17") is that day. */
export function formatDate(moment: Date | string | number, locale: Locale = "en") {
  const format = locale === "en" ? dayFormat : localFormat(locale, LOCAL_DAY);
  if (typeof moment === "string" && /^\d{4}-\d{2}-\d{2}$/.test(moment))
    return format.format(new Date(`${moment}T12:00:00+05:30`));
  return format.format(asDate(moment));
}

const longDay = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, day: "numeric", month: "long", year: "numeric" }),
);

/**
 * "January 7, 2025": the legal pages' date, written as the product's texts give it (they win over the house
 * style there). A plain calendar date is that day in Sri Lanka.
 */
export function formatLegalDate(day: string) {
  return longDay().format(new Date(`${day}T12:00:00+05:30`));
}

const monthNames = {
  long: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
};

/** A calendar month ("2026-11"): "November 2026", or "Nov" where a chart's axis has room for little. */
export function formatMonth(month: string, style: "long" | "short" = "long", locale: Locale = "en") {
  const [year, index] = [month.slice(0, 4), Number(month.slice(5, 7)) - 1];
  if (locale !== "en" && /^\d{4}-\d{2}$/.test(month)) {
    const options = style === "long" ? ({ month: "long", year: "numeric" } as const) : ({ month: "short" } as const);
    return localFormat(locale, options).format(new Date(`${month}-15T12:00:00+05:30`));
  }
  const name = monthNames[style][index] ?? month;
  return style === "long" ? `${name} ${year}` : name;
}

/** "24 Nov 2026, 01:00": the one date-time style, in Sri Lanka time (24-hour clock). */
export function formatDateTime(moment: Date | string | number, locale: Locale = "en") {
  const date = asDate(moment);
  if (locale !== "en") return `${formatDate(date, locale)}, ${localFormat(locale, LOCAL_TIME).format(date)}`;
  return `${dayFormat.format(date)}, ${timeFormat().format(date)}`;
}

const relatives = new Map<Locale, Intl.RelativeTimeFormat>();
const relative = (locale: Locale) => {
  let format = relatives.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale === "en" ? "en" : intlLocales[locale], { numeric: "auto" });
    relatives.set(locale, format);
  }
  return format;
};
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
];

/**
 * "2 hours ago", "yesterday": for where recency matters. Under a minute is "just now"; a week or more reads as
 * the date itself, since "23 days ago" makes the reader count.
 */
export function formatRelative(moment: Date | string | number, now: Date = new Date(), locale: Locale = "en") {
  const seconds = Math.round((asDate(moment).getTime() - now.getTime()) / 1000);
  const ago = Math.abs(seconds);
  // "now" in the reader's language ("දැන්", "இப்போது"); English keeps its own words.
  if (ago < 60) return locale === "en" ? "just now" : relative(locale).format(0, "second");
  if (ago >= 7 * 24 * 60 * 60) return formatDate(moment, locale);
  const [unit, size] = STEPS.findLast(([, s]) => ago >= s) ?? (["minute", 60] as const);
  return relative(locale).format(Math.trunc(seconds / size), unit);
}

/** "24 Nov": a calendar day ("2026-11-24") where a chart's axis has room for little; tables give the full date. */
export function formatShortDay(day: string, locale: Locale = "en") {
  if (locale !== "en")
    return localFormat(locale, { day: "numeric", month: "short" }).format(new Date(`${day}T12:00:00+05:30`));
  return formatDate(day).slice(0, -5);
}

/** "12,480": a count in full. */
export function formatCount(value: number) {
  return Math.round(value).toLocaleString("en-US");
}

/** "41.5%": a rate kept as a fraction (0.415). */
export function formatPercent(fraction: number) {
  return `${(fraction * 100).toLocaleString("en-US", { maximumFractionDigits: 1 })}%`;
}

/** "+12%", "-4%", "0%": a relative change (0.12), rounded to whole per cent; below 1% reads as such. */
export function formatChange(fraction: number) {
  const percent = Math.round(fraction * 100);
  if (percent === 0 && fraction !== 0) return fraction > 0 ? "+<1%" : "-<1%";
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

/** "2m 05s", "48s": a duration in seconds, as the analytics tools show a session's length. */
export function formatDuration(seconds: number) {
  const whole = Math.round(seconds);
  const [minutes, rest] = [Math.floor(whole / 60), whole % 60];
  return minutes > 0 ? `${minutes}m ${String(rest).padStart(2, "0")}s` : `${rest}s`;
}

const figure = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }));

/** "1,204" or "4.3": a count or an average (a search position) in full, at most one decimal. */
export function formatDecimal(value: number) {
  return figure().format(value);
}
