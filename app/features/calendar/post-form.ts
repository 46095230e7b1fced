import { PLATFORMS, type Platform } from "./platforms";

/**
 * The post form's field names, shared by the page that renders it and the schema that reads it. A platform's name
 * ("X (Twitter)") is not a good field name, so each has a key.
 */
export const PLATFORM_KEYS: Record<Platform, string> = {
  Instagram: "instagram",
  Facebook: "facebook",
  LinkedIn: "linkedin",
  TikTok: "tiktok",
  "X (Twitter)": "x",
};

export const variantField = (part: "caption" | "hashtags" | "first-comment", platform: Platform) =>
  `${part}-${PLATFORM_KEYS[platform]}`;

export const platformOfKey = (key: string) => PLATFORMS.find((p) => PLATFORM_KEYS[p] === key);

/** Hashtags as typed ("#tea, ceylon #colombo"): each word once, without its "#". */
export const hashtagWords = (text: string) => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((t) => t.replace(/^#+/, ""))
      .filter(Boolean),
  ),
];
