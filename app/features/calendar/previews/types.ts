import type { Platform } from "../platforms";

export type PreviewMedia = { url: string; alt: string; kind: "image" | "video" };

/** What a preview shows of one platform's variant of a post: the lead's post page and review link fill it in. */
export type PreviewPost = {
  platform: Platform;
  caption: string;
  hashtags: string[];
  firstComment?: string;
  media: PreviewMedia[];
  businessName: string;
  scheduledAt: Date;
};
