import { AlertCircleIcon, CheckCircle2Icon } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { showFormToast } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { loginMessages } from "~/features/accounts/login";
import { logIn } from "~/features/accounts/login.server";
import { getSessionUser } from "~/features/accounts/session.server";
import { BrandMark } from "~/features/site/components/brand-mark";
import { siteConfig } from "~/features/site/config";
import { seoContextFrom } from "~/features/site/seo";
import { isDatabaseUnavailable, logError } from "~/lib/errors.server";
import { readForm } from "~/lib/forms.server";
import type { Route } from "./+types/auth";

// The sign-in page is the portal's one public door: clients search for it, so it may be indexed (robots.txt
// allows /dashboard/auth and keeps the rest of /dashboard out).
export const meta: Route.MetaFunction = ({ matches }) => {
  const { publicUrl } = seoContextFrom(matches);
  return [
    { title: "Sign in | Fli DESK" },
    {
      name: "description",
      content: `Sign in to Fli DESK, the ${siteConfig.brandName} client portal: follow your projects, updates, analytics and billing.`,
    },
    { name: "robots", content: "index, nofollow" },
    { tagName: "link", rel: "canonical", href: `${publicUrl}/dashboard/auth` },
  ];
};

/** docs/product.md, Accounts and sign-in: the banners and toasts after a payment. */
const paymentBanners = {
  success: {
    toast: "Payment Successful!",
    text: "Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID.",
  },
  failed: {
    toast: "Payment Failed",
    text: "Payment failed. Please try again or contact support if the issue persists.",
  },
  error: {
    toast: "Payment Error",
    text: "An error occurred during payment processing. Please contact support for assistance.",
  },
} as const;

function safeRedirect(to: string | null) {
  return to?.startsWith("/dashboard") && !to.startsWith("//") ? to : "/dashboard";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (await getSessionUser(context.db, request)) throw redirect(safeRedirect(url.searchParams.get("redirectTo")));
  const payment = url.searchParams.get("payment");
  return {
    payment: payment && Object.hasOwn(paymentBanners, payment) ? (payment as keyof typeof paymentBanners) : null,
    orderId: url.searchParams.get("order_id")?.slice(0, 64) ?? null,
    paymentId: url.searchParams.get("payment_id")?.slice(0, 64) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  try {
    const result = await logIn(context, request, formData);
    if (!result.ok) return data({ error: result.message }, { status: result.status });
    const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    const headers = new Headers();
    for (const cookie of result.cookies) headers.append("Set-Cookie", cookie);
    return redirect(redirectTo, { headers });
  } catch (error) {
    // An unreachable database is the whole app's failure: the failure screen with 503 (entry.server's handleError).
    if (isDatabaseUnavailable(error)) throw error;
    logError(error, "POST /dashboard/auth");
    return data({ error: loginMessages.unexpected }, { status: 500 });
  }
}

export default function Auth({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const banner = loaderData.payment ? paymentBanners[loaderData.payment] : null;

  useEffect(() => {
    if (actionData?.error)
      showFormToast({ type: "error", title: loginMessages.errorTitle, description: actionData.error });
  }, [actionData]);
  useEffect(() => {
    if (!loaderData.payment || !banner) return;
    showFormToast({
      type: loaderData.payment === "success" ? "success" : "error",
      title: banner.toast,
      description: banner.text,
    });
  }, [loaderData.payment, banner]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-8 flex items-center justify-center gap-3 font-display text-2xl font-bold">
          <BrandMark className="size-10" /> Fli DESK
        </Link>
        {banner && (
          <div
            role={loaderData.payment === "success" ? "status" : "alert"}
            className={`mb-6 flex gap-3 rounded-lg border p-4 ${loaderData.payment === "success" ? "border-success-text/50 bg-success-text/10" : "border-danger-text/50 bg-destructive/20"}`}
          >
            {loaderData.payment === "success" ? (
              <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-success-text" aria-hidden="true" />
            ) : (
              <AlertCircleIcon className="mt-0.5 size-5 shrink-0 text-danger-text" aria-hidden="true" />
            )}
            <div className="text-sm">
              <p>{banner.text}</p>
              {loaderData.orderId && <p className="mt-1">{`Order ID: ${loaderData.orderId}`}</p>}
              {loaderData.paymentId && <p>{`Payment ID: ${loaderData.paymentId}`}</p>}
            </div>
          </div>
        )}
        <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h1 className="font-sans text-2xl font-bold">Sign in to Fli DESK</h1>
          <Form method="post" className="mt-6 grid gap-4" noValidate>
            <div className="grid gap-2">
              <Label htmlFor="flideskId">Fli DESK ID</Label>
              <Input
                id="flideskId"
                name="flideskId"
                placeholder="FLD-XXXXX"
                autoComplete="username"
                className="uppercase placeholder:normal-case"
                required
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="password">Password</Label>
              <Input id="password" name="password" type="password" autoComplete="current-password" required />
            </div>
            {actionData?.error && (
              <p role="alert" className="text-sm font-medium text-danger-text">
                {actionData.error}
              </p>
            )}
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Signing in..." : "Access Dashboard"}
            </Button>
          </Form>
          <p className="mt-6 text-center text-xs text-muted-foreground">
            By signing in you agree to the{" "}
            <Link to="/dashboard/terms-and-conditions" className="underline">
              Terms and Conditions
            </Link>{" "}
            and the{" "}
            <Link to="/dashboard/privacy-policy" className="underline">
              Privacy Policy
            </Link>
            .
          </p>
        </div>
        <div className="mt-6 text-center text-xs text-muted-foreground">
          <p className="font-semibold tracking-widest">MADE IN SRI LANKA</p>
          <p className="mt-1">Version: 1.0.0</p>
        </div>
      </div>
    </main>
  );
}
