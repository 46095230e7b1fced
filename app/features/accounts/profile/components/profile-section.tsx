import type { ReactNode } from "react";

/** One card of the profile page, named by its heading. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-card p-4 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 font-sans text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
