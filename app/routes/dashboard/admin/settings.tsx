import { requireRole } from "~/features/accounts/index.server";
import { SettingsPanel } from "~/features/admin";
import { loadAdminSettings } from "~/features/admin/index.server";
import { reloadOn } from "~/features/realtime";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => [{ title: "Settings | Admin Panel | Fli DESK" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(context, request, ["admin"]);
  return loadAdminSettings(context);
}

export const shouldRevalidate = reloadOn(["user"]);

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsPanel data={loaderData} />;
}
