import { data } from "react-router";
import type { ProfileAnswer } from "~/features/accounts";
import {
  AccountSection,
  DevicesSection,
  PasswordSection,
  SignInHistorySection,
  TwoFactorSection,
} from "~/features/accounts";
import {
  changePassword,
  confirmEnrolment,
  disableTwoFactor,
  listDevices,
  regenerateRecoveryCodes,
  requestEmailChange,
  requireUser,
  SIGN_IN_HISTORY,
  sessionIdOf,
  signInHistory,
  signOutDevice,
  signOutOtherDevices,
  startEnrolment,
  twoFactorRequired,
  twoFactorStatus,
  updateDisplayName,
} from "~/features/accounts/index.server";
import { NotificationPreferencesSection } from "~/features/notifications/components/preferences-section";
import { preferencesOf, savePreferences } from "~/features/notifications/preferences.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv, dbContext, envContext, limitedServices } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { problemInit } from "~/lib/http.server";
import type { Result } from "~/lib/result";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [{ title: "Profile and security | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  return {
    account: { flideskId: user.flideskId, email: user.email, role: user.role, displayName: user.displayName },
    devices: await listDevices(context.get(dbContext), user.id, sessionIdOf(request)),
    signIns: { events: await signInHistory(context.get(dbContext), user.id), limit: SIGN_IN_HISTORY },
    twoFactor: await twoFactorStatus(context.get(dbContext), context.get(envContext), user),
    twoFactorRequired: twoFactorRequired(context.get(envContext), user.role),
    notifications: await preferencesOf(context.get(dbContext), user),
  };
}

/** The profile's forms, each by its `intent`; every one acts on the signed-in user only. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const current = sessionIdOf(request) ?? "";
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const run: Record<string, () => Promise<Result<{ message: string; recoveryCodes?: string[] }>>> = {
    "update-name": () => updateDisplayName(context.get(dbContext), user.id, form),
    "change-email": () => requestEmailChange(limitedServices(context), user, form),
    "change-password": () => changePassword(limitedServices(context), user, current, form),
    "sign-out-device": () => signOutDevice(context.get(dbContext), user.id, form),
    "sign-out-others": () => signOutOtherDevices(context.get(dbContext), user.id, current),
    "two-factor-start": () => startEnrolment(context.get(dbContext), context.get(envContext), user),
    "two-factor-confirm": () => confirmEnrolment(limitedServices(context), user, form),
    "two-factor-regenerate": () => regenerateRecoveryCodes(limitedServices(context), user, form),
    "two-factor-disable": () => disableTwoFactor(limitedServices(context), user, form),
    notifications: () => savePreferences(context.get(dbContext), user, form),
  };
  const handler = Object.hasOwn(run, intent) ? run[intent] : undefined;
  if (!handler) return data<ProfileAnswer>({ intent, ok: false, message: "Unknown form" }, { status: 400 });
  const result = await handler();
  if (result.ok) return data<ProfileAnswer>({ intent, ok: true, ...result.value });
  const { message, fields } = result.problem;
  return data<ProfileAnswer>({ intent, ok: false, message, fields }, problemInit(result.problem));
}

// A live change reloads this page only when it touches what the page shows (decision 32).
export const shouldRevalidate = reloadOn([]);

export default function Profile({ loaderData }: Route.ComponentProps) {
  const { account, devices, signIns, twoFactor } = loaderData;
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl font-bold">Profile and security</h1>
      <AccountSection account={account} />
      <TwoFactorSection status={twoFactor} required={loaderData.twoFactorRequired} />
      <PasswordSection />
      <NotificationPreferencesSection preferences={loaderData.notifications} />
      <DevicesSection devices={devices} />
      <SignInHistorySection {...signIns} />
    </div>
  );
}
