import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { WaitingScreen } from "~/components/waiting-screen";
import { localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";

/** The screens of a link to continue a draft (`/onboarding/resume/:token`, decision 0015). */

function ResumeCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** What the link is for; the draft moves only when the person presses the button. */
export function ResumeOffer({ email, busy }: { email: string; busy: boolean }) {
  const { m } = usePortalTexts();
  return (
    <ResumeCard title={m.buy_resume_title()}>
      <p className="mt-3 text-muted-foreground">
        {m.buy_resume_saved()} <span className="break-all font-semibold text-foreground">{email}</span>.{" "}
        {m.buy_resume_text()}
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? m.buy_resume_opening_button() : m.buy_resume_continue()}
        </Button>
      </Form>
      <p className="mt-4 text-sm text-muted-foreground">{m.buy_resume_once()}</p>
    </ResumeCard>
  );
}

/** A used, expired or unknown link, or one whose draft is gone. */
export function ResumeGone() {
  const { m, locale } = usePortalTexts();
  return (
    <ResumeCard title={m.buy_resume_gone_title()}>
      <p className="mt-3 text-muted-foreground">{m.buy_resume_gone_text()}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={localizedPath("/onboarding", locale)}>{m.buy_resume_go()}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={localizedPath("/pricing", locale)}>{m.buy_see_plans()}</Link>
        </Button>
      </div>
    </ResumeCard>
  );
}

/** Shown for the moment between receiving the draft and arriving in the wizard. */
export function ResumeOpening() {
  const { m } = usePortalTexts();
  return (
    <WaitingScreen>
      <p className="mt-4 text-lg">{m.buy_resume_opening()}</p>
    </WaitingScreen>
  );
}
