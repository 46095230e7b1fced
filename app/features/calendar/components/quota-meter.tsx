import { quotaText } from "../messages";

export type QuotaData = { used: number; promised: number; platformsUsed: number; platformLimit: number; over: number };

/** The plan's quota for the month: posts planned of posts promised, platforms written for of platforms paid. */
export function QuotaMeter({ quota }: { quota: QuotaData }) {
  const posts = quotaText.posts(quota.used, quota.promised);
  return (
    <section aria-label="Plan quota" className="grid gap-2 rounded-lg border p-4 sm:grid-cols-2">
      <div className="grid gap-1">
        <p className="text-sm font-semibold" data-testid="quota-posts">
          {posts}
        </p>
        <meter className="w-full" min={0} max={Math.max(quota.promised, 1)} value={quota.used} aria-label={posts} />
        {quota.over > 0 && <p className="text-sm font-semibold text-warning-text">{quotaText.over(quota.over)}</p>}
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-semibold" data-testid="quota-platforms">
          {quotaText.platforms(quota.platformsUsed, quota.platformLimit)}
        </p>
        {quota.platformsUsed > quota.platformLimit && (
          <p className="text-sm font-semibold text-warning-text">
            {quotaText.platformsOver(quota.platformsUsed - quota.platformLimit)}
          </p>
        )}
      </div>
    </section>
  );
}
