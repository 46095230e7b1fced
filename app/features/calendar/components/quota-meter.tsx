import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";

export type QuotaData = { used: number; promised: number; platformsUsed: number; platformLimit: number; over: number };

const platformsOver = (m: PortalMessages, over: number) =>
  over === 1 ? m.calendar_quota_platforms_over_one() : m.calendar_quota_platforms_over_other({ over });

/** The plan's quota for the month: posts planned of posts promised, platforms written for of platforms paid. */
export function QuotaMeter({ quota }: { quota: QuotaData }) {
  const { m } = usePortalTexts();
  const posts = m.calendar_quota_posts({ used: quota.used, promised: quota.promised });
  return (
    <section aria-label={m.calendar_quota_label()} className="grid gap-2 rounded-lg border p-4 sm:grid-cols-2">
      <div className="grid gap-1">
        <p className="text-sm font-semibold" data-testid="quota-posts">
          {posts}
        </p>
        <meter className="w-full" min={0} max={Math.max(quota.promised, 1)} value={quota.used} aria-label={posts} />
        {quota.over > 0 && (
          <p className="text-sm font-semibold text-warning-text">{m.calendar_quota_over({ over: quota.over })}</p>
        )}
      </div>
      <div className="grid gap-1">
        <p className="text-sm font-semibold" data-testid="quota-platforms">
          {m.calendar_quota_platforms({ used: quota.platformsUsed, allowed: quota.platformLimit })}
        </p>
        {quota.platformsUsed > quota.platformLimit && (
          <p className="text-sm font-semibold text-warning-text">
            {platformsOver(m, quota.platformsUsed - quota.platformLimit)}
          </p>
        )}
      </div>
    </section>
  );
}
