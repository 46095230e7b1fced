import type { Env } from "./env.server";
import type { ThirdPartySettings } from "./third-party";

export function thirdPartySettings(env: Env): ThirdPartySettings {
  return {
    voiceAgentId: env.VOICE_AGENT_ID,
    analytics:
      env.ANALYTICS_SCRIPT_URL && env.ANALYTICS_DOMAIN
        ? { scriptUrl: env.ANALYTICS_SCRIPT_URL, domain: env.ANALYTICS_DOMAIN }
        : undefined,
  };
}
