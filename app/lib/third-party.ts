/**
 * Optional third parties (docs/product.md, Public site), off unless configured. Their hosts enter the
 * Content-Security-Policy only when they are on.
 */
export const voiceWidget = {
  scriptUrl: "https://unpkg.com/@elevenlabs/convai-widget-embed",
  origins: ["https://unpkg.com", "https://api.elevenlabs.io", "wss://api.elevenlabs.io"],
} as const;

/** The voice widget lives on the home page only, and never on wizard paths. */
export function voiceWidgetAllowed(pathname: string) {
  if (pathname.startsWith("/wizard")) return false;
  if (/PlanWizard|FastWizard|SmartWizard/.test(pathname)) return false;
  return pathname === "/";
}

export type ThirdPartySettings = {
  voiceAgentId?: string;
  analytics?: { scriptUrl: string; domain: string };
};

export function thirdPartyOrigins(settings: ThirdPartySettings) {
  return [
    ...(settings.analytics ? [new URL(settings.analytics.scriptUrl).origin] : []),
    ...(settings.voiceAgentId ? voiceWidget.origins : []),
  ];
}
