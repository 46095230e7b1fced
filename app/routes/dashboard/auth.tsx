import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { loginMessages, PaymentBanner, SignInForm, useSignInToasts } from "~/features/accounts";
import {
  clientFrom,
  getSessionUser,
  logIn,
  loginSchema,
  servicesFrom,
  signInQuerySchema,
  TWO_FACTOR_PATH,
} from "~/features/accounts/index.server";
import { orderState } from "~/features/billing/index.server";
import { BrandMark } from "~/features/site/components/brand-mark";
import { siteConfig } from "~/features/site/config";
import { seoContextFrom, shareMeta } from "~/features/site/seo";
import { answer } from "~/lib/answer.server";
import { dbContext } from "~/lib/context.server";
import type { Db } from "~/lib/db.server";
import { isDatabaseUnavailable, logError } from "~/lib/errors.server";
import { parseForm, parseValue } from "~/lib/parse.server";
import { type Answer, refusalOf } from "~/lib/result";
import type { Route } from "./+types/auth";

// The sign-in page is the portal's one public door: clients search for it, so it may be indexed (robots.txt
// allows /dashboard/auth and keeps the rest of /dashboard out).
export const meta: Route.MetaFunction = ({ matches }) => {
  const ctx = seoContextFrom(matches);
  const title = "Sign in | Fli DESK";
  const description = `Sign in to Fli DESK, the ${siteConfig.brandName} client portal: follow your projects, updates, analytics and billing.`;
  const url = `${ctx.publicUrl}/dashboard/auth`;
  return [
    { title },
    { name: "description", content: description },
    { name: "robots", content: "index, nofollow" },
    ...shareMeta({ title, description, url }, ctx),
    { tagName: "link", rel: "canonical", href: url },
  ];
};

/** The page's query: where to go after signing in, and what a payment's return said. */
function readQuery(request: Request) {
  // Reversed, so that a name given twice keeps its first value (as URLSearchParams.get reads it).
  const entries = [...new URL(request.url).searchParams].reverse();
  const query = parseValue(Object.fromEntries(entries), signInQuerySchema);
  if (query.ok) return query.value;
  return { redirectTo: "/dashboard", payment: undefined, order_id: undefined, payment_id: undefined };
}

/**
 * The desk ID a checkout just opened, carried over from /payment-success: only when the order and its payment id
 * both match, and only the ID (which that page showed already), never anything to sign in with.
 */
async function newDeskId(db: Db, query: ReturnType<typeof readQuery>) {
  if (query.payment !== "success" || !query.order_id || !query.payment_id) return null;
  const order = await orderState(db, query.order_id);
  return order.state === "paid" && order.paymentId === query.payment_id ? order.flideskId : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request);
  if (await getSessionUser(context.get(dbContext), request)) throw redirect(query.redirectTo);
  return {
    payment: query.payment ?? null,
    orderId: query.order_id ?? null,
    paymentId: query.payment_id ?? null,
    deskId: await newDeskId(context.get(dbContext), query),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, loginSchema);
  if (!parsed.ok) return answer(parsed);
  try {
    const result = await logIn(servicesFrom(context), clientFrom(context), request, parsed.value);
    if (!result.ok) return answer(result);
    const headers = new Headers();
    for (const cookie of result.value.cookies) headers.append("Set-Cookie", cookie);
    const to = readQuery(request).redirectTo;
    if (!result.value.secondStep) return redirect(to, { headers });
    return redirect(`${TWO_FACTOR_PATH}?redirectTo=${encodeURIComponent(to)}`, { headers });
  } catch (error) {
    // An unreachable database is the whole app's failure: the failure screen with 503 (entry.server's handleError).
    if (isDatabaseUnavailable(error)) throw error;
    logError(error, "POST /dashboard/auth");
    return data<Answer>({ ok: false, message: loginMessages.unexpected }, { status: 500 });
  }
}

export default function Auth({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  useSignInToasts(actionData, loaderData.payment);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <Link to="/" className="mb-8 flex items-center justify-center gap-3 font-display text-2xl font-bold">
          <BrandMark className="size-10" /> Fli DESK
        </Link>
        {loaderData.payment && (
          <PaymentBanner
            payment={loaderData.payment}
            orderId={loaderData.orderId}
            paymentId={loaderData.paymentId}
            deskId={loaderData.deskId}
          />
        )}
        <SignInForm error={refusalOf(actionData)} busy={busy} deskId={loaderData.deskId} />
        <div className="mt-6 text-center text-xs text-muted-foreground">
          <p className="font-semibold tracking-widest">MADE IN SRI LANKA</p>
          <p className="mt-1">Version: 1.0.0</p>
        </div>
      </div>
    </main>
  );
}
