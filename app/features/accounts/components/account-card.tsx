import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BrandMark } from "~/features/site";
import { usePortalTexts } from "~/lib/portal-texts";

/** The portal's small pages outside the shell (invite, forgotten password, new password): one card, the brand on top. */
export function AccountCard({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 sm:p-8">
        <p className="mb-6 flex items-center gap-3 font-display text-2xl font-bold">
          <BrandMark className="size-10" /> Fli DESK
        </p>
        {children}
      </div>
    </main>
  );
}

/** A one-time link that no longer works: what happened and where to go. */
export function LinkNotValid({ title, children }: { title: string; children: ReactNode }) {
  const { m } = usePortalTexts();
  return (
    <>
      <h1 className="font-sans text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{children}</p>
      <Button asChild className="mt-6">
        <Link to="/dashboard/auth">{m.auth_go_to_sign_in()}</Link>
      </Button>
    </>
  );
}
