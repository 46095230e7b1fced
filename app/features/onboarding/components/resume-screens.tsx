import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { WaitingScreen } from "~/components/waiting-screen";

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
  return (
    <ResumeCard title="Continue your onboarding">
      <p className="mt-3 text-muted-foreground">
        We saved your answers for <span className="break-all font-semibold text-foreground">{email}</span>. Continue in
        this browser to pick up where you left off. Answers you have already entered here will be replaced by the saved
        ones.
      </p>
      <Form method="post" className="mt-6">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Opening..." : "Continue where I left off"}
        </Button>
      </Form>
      <p className="mt-4 text-sm text-muted-foreground">This link works once.</p>
    </ResumeCard>
  );
}

/** A used, expired or unknown link, or one whose draft is gone. */
export function ResumeGone() {
  return (
    <ResumeCard title="This link no longer works">
      <p className="mt-3 text-muted-foreground">
        A link to continue your onboarding works once, for 3 days, and saved answers are deleted 3 days after your last
        change. You can start again, or ask for a new link from the Account Owner Details step of the onboarding.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/onboarding">Go to onboarding</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/pricing">See our plans</Link>
        </Button>
      </div>
    </ResumeCard>
  );
}

/** Shown for the moment between receiving the draft and arriving in the wizard. */
export function ResumeOpening() {
  return (
    <WaitingScreen>
      <p className="mt-4 text-lg">Opening your onboarding...</p>
    </WaitingScreen>
  );
}
