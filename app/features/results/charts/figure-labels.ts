import type { PortalMessages } from "~/lib/portal-texts";
import type { FamilyId } from "./metrics";

type Label = (m: PortalMessages) => string;

/**
 * The charts' names in the reader's language: the loader's figures carry their English name (the PDF and the
 * exports use it), and the page says them by the family's id and the figure's key instead.
 */
export const FAMILY_TITLES: Record<FamilyId, Label> = {
  traffic: (m) => m.results_family_traffic(),
  search: (m) => m.results_family_search(),
  reach: (m) => m.results_family_reach(),
  engagement: (m) => m.results_family_engagement(),
};

export const FIGURE_LABELS: Record<string, Label> = {
  sessions: (m) => m.results_figure_sessions(),
  users: (m) => m.results_figure_users(),
  pageViews: (m) => m.results_figure_page_views(),
  bounceRate: (m) => m.results_figure_bounce_rate(),
  sessionDuration: (m) => m.results_figure_session_duration(),
  clicks: (m) => m.results_figure_clicks(),
  impressions: (m) => m.results_figure_impressions(),
  ctr: (m) => m.results_figure_ctr(),
  position: (m) => m.results_figure_position(),
  fbReach: (m) => m.results_figure_fb_reach(),
  fbImpressions: (m) => m.results_figure_fb_impressions(),
  igReach: (m) => m.results_figure_ig_reach(),
  igViews: (m) => m.results_figure_ig_views(),
  fbFollowers: (m) => m.results_figure_fb_followers(),
  igNewFollowers: (m) => m.results_figure_ig_new_followers(),
  fbEngagement: (m) => m.results_figure_fb_engagement(),
  igEngagement: (m) => m.results_figure_ig_engagement(),
};

/** A family's title, said in the reader's language (its English name if the page has none for it). */
export const familyTitle = (m: PortalMessages, family: { id: string; title: string }) =>
  FAMILY_TITLES[family.id as FamilyId]?.(m) ?? family.title;

/** A figure's name in the reader's language, by its key (its English name for one the page does not know). */
export const figureLabel = (m: PortalMessages, figure: { key: string; label: string }) =>
  FIGURE_LABELS[figure.key]?.(m) ?? figure.label;
