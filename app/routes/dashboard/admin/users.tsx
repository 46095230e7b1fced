import { UsersPanel } from "~/features/admin";
import { adminAreaAction } from "~/features/admin/index.server";
import type { Route } from "./+types/users";
import { useAdminFrame } from "./layout";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Panel | Fli DESK" }];

// The users are the frame's (the layout loads them for the dialogs): this page adds only its action.
export const action = adminAreaAction("users");

export default function AdminUsers() {
  return <UsersPanel data={useAdminFrame()} />;
}
