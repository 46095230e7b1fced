import {
  CalendarDaysIcon,
  CalendarRangeIcon,
  ChartColumnIcon,
  ChartLineIcon,
  FolderKanbanIcon,
  FolderPlusIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  type LucideIcon,
  ScrollTextIcon,
  SettingsIcon,
  TicketIcon,
  TrendingUpIcon,
  UploadIcon,
  UserCogIcon,
  UserPlusIcon,
  UsersIcon,
} from "lucide-react";
import { calendarArea } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";
import type { Role } from "~/lib/validation";

/** A link of the sidebar; its label is a message, said in the portal's language. */
export type NavItem = { label: (m: PortalMessages) => string; to: string; Icon: LucideIcon };

/** The content calendar: every role has one, each seeing the clients it may. */
const calendarLink: NavItem = {
  label: (m) => m.shell_nav_content_calendar(),
  to: calendarArea,
  Icon: CalendarDaysIcon,
};

export const dashboardLink: NavItem = {
  label: (m) => m.shell_nav_dashboard(),
  to: "/dashboard",
  Icon: LayoutDashboardIcon,
};

/** Every role's own account: password, signed-in devices. */
export const profileLink: NavItem = {
  label: (m) => m.shell_nav_profile(),
  to: "/dashboard/profile",
  Icon: UserCogIcon,
};

/** docs/product.md, Fli DESK portal (shell): each role's tab links in the sidebar. */
export const roleLinks: Record<Role, NavItem[]> = {
  client: [
    { label: (m) => m.shell_nav_projects(), to: "/dashboard/projects", Icon: FolderKanbanIcon },
    { label: (m) => m.shell_nav_timeline(), to: "/dashboard/timeline", Icon: CalendarRangeIcon },
    calendarLink,
    { label: (m) => m.shell_nav_analytics(), to: "/dashboard/analytics", Icon: ChartColumnIcon },
    { label: (m) => m.shell_nav_support(), to: "/dashboard/support", Icon: LifeBuoyIcon },
  ],
  freelancer: [
    { label: (m) => m.shell_nav_my_projects(), to: "/dashboard#assigned", Icon: FolderKanbanIcon },
    { label: (m) => m.shell_nav_progress_updates(), to: "/dashboard#progress-updates", Icon: ListChecksIcon },
    // A freelancer uploads with Update Progress (notes and screenshots): the link leads to where that is said.
    { label: (m) => m.shell_nav_upload_reports(), to: "/dashboard#upload-reports", Icon: UploadIcon },
    calendarLink,
  ],
  admin: [
    { label: (m) => m.shell_nav_all_projects(), to: "/dashboard/admin/projects", Icon: FolderKanbanIcon },
    calendarLink,
    { label: (m) => m.shell_nav_users_management(), to: "/dashboard/admin/users", Icon: UsersIcon },
    { label: (m) => m.shell_nav_system_analytics(), to: "/dashboard/admin/analytics", Icon: ChartColumnIcon },
    { label: (m) => m.shell_nav_support_tickets(), to: "/dashboard/admin/tickets", Icon: TicketIcon },
    { label: (m) => m.shell_nav_audit_log(), to: "/dashboard/admin/audit", Icon: ScrollTextIcon },
    { label: (m) => m.shell_nav_settings(), to: "/dashboard/admin/settings", Icon: SettingsIcon },
  ],
};

/** Admin and freelancer quick actions: each opens the dialog or the section that does the job. */
export const quickActions: Record<Role, NavItem[]> = {
  client: [],
  freelancer: [
    { label: (m) => m.shell_nav_update_progress(), to: "/dashboard#assigned", Icon: TrendingUpIcon },
    { label: (m) => m.shell_nav_connect_analytics(), to: "/dashboard#completed", Icon: ChartLineIcon },
  ],
  admin: [
    { label: (m) => m.shell_nav_add_user(), to: "/dashboard?dialog=add-user", Icon: UserPlusIcon },
    { label: (m) => m.shell_nav_create_project(), to: "/dashboard?dialog=create-project", Icon: FolderPlusIcon },
    { label: (m) => m.shell_nav_upload_analytics(), to: "/dashboard?dialog=upload-analytics", Icon: UploadIcon },
  ],
};
