import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { FormSubmit } from "~/features/accounts/components/form-submit";
import { acceptInvite, findInvite } from "~/features/accounts/invites.server";
import { deviceCookie } from "~/features/accounts/login.server";
import { createSession, isSecure } from "~/features/accounts/session.server";
import { BrandMark } from "~/features/site/components/brand-mark";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = () => [
  { title: "Set your password | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const invite = await findInvite(context.db, params.token);
  if (!invite) return data({ flideskId: null }, { status: 410 });
  return { flideskId: invite.flideskId };
}

/**
 * A user an admin created sets a first password here, and is signed in (this browser is remembered for the desk
 * ID, as after a sign-in). A link that is unknown, revoked, used, expired or whose user has a password: 410.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const result = await acceptInvite(context.db, params.token, await readForm(request));
  if (!result.ok) {
    // The link itself is what is missing: it is gone for good, whatever was typed.
    const init = problemInit(result.problem);
    return data(
      { error: result.problem.message },
      result.problem.kind === "not-found" ? { ...init, status: 410 } : init,
    );
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await createSession(context.db, result.value.userId, isSecure(context.env)));
  headers.append("Set-Cookie", deviceCookie(context.env, result.value.flideskId));
  return redirect("/dashboard", { headers });
}

export default function Invite({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 sm:p-8">
        <p className="mb-6 flex items-center gap-3 font-display text-2xl font-bold">
          <BrandMark className="size-10" /> Fli DESK
        </p>
        {loaderData.flideskId ? <SetPasswordForm flideskId={loaderData.flideskId} /> : <LinkNotValid />}
      </div>
    </main>
  );
}

function LinkNotValid() {
  return (
    <>
      <h1 className="font-sans text-2xl font-bold">Invite link not valid</h1>
      <p className="mt-2 text-muted-foreground">
        This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set
        your password, sign in with it; otherwise ask your admin for a new link.
      </p>
      <Button asChild className="mt-6">
        <Link to="/dashboard/auth">Go to sign in</Link>
      </Button>
    </>
  );
}

function SetPasswordForm({ flideskId }: { flideskId: string }) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <h1 className="font-sans text-2xl font-bold">Set your password</h1>
      <p className="mt-2 text-muted-foreground">
        Your Fli DESK ID is <span className="font-mono font-semibold text-foreground">{flideskId}</span>. Choose a
        password to sign in with it.
      </p>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="password">New password</Label>
          <Input id="password" name="password" type="password" autoComplete="new-password" />
          <p className="text-xs text-muted-foreground">
            At least 8 characters, with a lowercase letter, an uppercase letter and a number.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="confirm">Confirm password</Label>
          <Input id="confirm" name="confirm" type="password" autoComplete="new-password" />
        </div>
        <FormSubmit error={actionData?.error} busy={busy} label="Set password and sign in" busyLabel="Saving..." />
      </Form>
    </>
  );
}
