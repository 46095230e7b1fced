import { requireRole } from "~/features/accounts/index.server";
import { SettingsPanel } from "~/features/admin";
import { loadAdminSettings } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "Settings | Admin Panel"} | Fli DESK` },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = dbAndEnv(context);
  const admin = await requireRole({ db, env }, request, ["admin"]);
  // The page's title in the admin's language (decision 49), made here: `meta` has no texts of its own.
  const { m } = await portalTextsOf(request, admin);
  const title = `${m.shell_nav_settings()} | ${m.dashboard_title_admin()}`;
  return { ...(await loadAdminSettings(db, env)), title };
}

export const shouldRevalidate = reloadOn(["user"]);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPanel data={loaderData} />;
}
