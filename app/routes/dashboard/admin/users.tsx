import { requireRole } from "~/features/accounts/index.server";
import { UsersPanel } from "~/features/admin";
import { adminAreaAction } from "~/features/admin/index.server";
import { dbAndEnv } from "~/lib/context.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import type { Route } from "./+types/users";
import { useAdminFrame } from "./layout";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Users | Admin Panel"} | Fli DESK` },
];

/** The page's title in the admin's language (a meta function cannot load the texts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(dbAndEnv(context), request, ["admin"]);
  const { m } = await portalTextsOf(request, admin);
  return { title: m.admin_users_title() };
}

// The users are the frame's (the layout loads them for the dialogs): this page adds only its action.
export const action = adminAreaAction("users");

export default function AdminUsers() {
  return <UsersPanel data={useAdminFrame()} />;
}
