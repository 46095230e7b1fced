import { data, Link, redirect, useActionData, useNavigation } from "react-router";
import { PaymentBanner, SignInForm, useSignInToasts } from "~/features/accounts";
import {
  clientFrom,
  getSessionUser,
  logIn,
  loginSchemaFor,
  loginTexts,
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
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import { type Answer, refusalOf } from "~/lib/result";
import type { Route } from "./+types/auth";

// The sign-in page is the portal's one public door: clients search for it, so it may be indexed (robots.txt
// allows /dashboard/auth and keeps the rest of /dashboard out).
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const ctx = seoContextFrom(matches);
  const title = loaderData?.title ?? "Sign in | Fli DESK";
  const description = loaderData?.description ?? "";
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
  // Nobody is signed in yet: the language is the last public page's (decision 49).
  const portalLocale = portalLocaleOf(request, null);
  const { m } = await loadPortalTexts(portalLocale);
  return {
    portalLocale,
    title: m.auth_page_title(),
    description: m.auth_page_description({ brand: siteConfig.brandName }),
    payment: query.payment ?? null,
    orderId: query.order_id ?? null,
    paymentId: query.payment_id ?? null,
    deskId: await newDeskId(context.get(dbContext), query),
  };
}

/** The refusals in the page's language: the one its loader chose. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = portalLocaleOf(request, null);
  const t = loginTexts((await loadPortalTexts(locale)).m);
  const parsed = await parseForm(request, loginSchemaFor(t.required));
  if (!parsed.ok) return answer(parsed);
  try {
    const words = { invalid: t.invalid, locale };
    const result = await logIn(servicesFrom(context), clientFrom(context), request, parsed.value, words);
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
    return data<Answer>({ ok: false, message: t.unexpected }, { status: 500 });
  }
}

export default function Auth({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  useSignInToasts(actionData, loaderData.payment);
  const { m } = usePortalTexts();
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
          <p className="font-semibold tracking-widest">{m.auth_made_in()}</p>
          <p className="mt-1">{m.auth_version({ version: "1.0.0" })}</p>
        </div>
      </div>
    </main>
  );
}
