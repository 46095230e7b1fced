import { requireRole } from "~/features/accounts/index.server";
import { SettingsPanel } from "~/features/admin";
import { loadAdminSettings } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import { dbAndEnv } from "~/lib/context.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, env } = dbAndEnv(context);
  await requireRole({ db, env }, request, ["admin"]);
  return loadAdminSettings(db, env);
}

export const shouldRevalidate = reloadOn(["user"]);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPanel data={loaderData} />;
}
