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
import type { Role } from "~/lib/validation";

export type NavItem = { label: string; to: string; Icon: LucideIcon };

/** The content calendar: every role has one, each seeing the clients it may. */
const calendarLink: NavItem = { label: "Content Calendar", to: calendarArea, Icon: CalendarDaysIcon };

export const dashboardLink: NavItem = { label: "Dashboard", to: "/dashboard", Icon: LayoutDashboardIcon };

/** Every role's own account: password, signed-in devices. */
export const profileLink: NavItem = { label: "Profile", to: "/dashboard/profile", Icon: UserCogIcon };

/** docs/product.md, Fli DESK portal (shell): each role's tab links in the sidebar. */
export const roleLinks: Record<Role, NavItem[]> = {
  client: [
    { label: "Projects", to: "/dashboard/projects", Icon: FolderKanbanIcon },
    { label: "Timeline", to: "/dashboard/timeline", Icon: CalendarRangeIcon },
    calendarLink,
    { label: "Analytics", to: "/dashboard/analytics", Icon: ChartColumnIcon },
    { label: "Support", to: "/dashboard/support", Icon: LifeBuoyIcon },
  ],
  freelancer: [
    { label: "My Projects", to: "/dashboard#assigned", Icon: FolderKanbanIcon },
    { label: "Progress Updates", to: "/dashboard#progress-updates", Icon: ListChecksIcon },
    // A freelancer uploads with Update Progress (notes and screenshots): the link leads to where that is said.
    { label: "Upload Reports", to: "/dashboard#upload-reports", Icon: UploadIcon },
    calendarLink,
  ],
  admin: [
    { label: "All Projects", to: "/dashboard/admin/projects", Icon: FolderKanbanIcon },
    calendarLink,
    { label: "Users Management", to: "/dashboard/admin/users", Icon: UsersIcon },
    { label: "System Analytics", to: "/dashboard/admin/analytics", Icon: ChartColumnIcon },
    { label: "Support Tickets", to: "/dashboard/admin/tickets", Icon: TicketIcon },
    { label: "Audit Log", to: "/dashboard/admin/audit", Icon: ScrollTextIcon },
    { label: "Settings", to: "/dashboard/admin/settings", Icon: SettingsIcon },
  ],
};

/** Admin and freelancer quick actions: each opens the dialog or the section that does the job. */
export const quickActions: Record<Role, NavItem[]> = {
  client: [],
  freelancer: [
    { label: "Update Progress", to: "/dashboard#assigned", Icon: TrendingUpIcon },
    { label: "Connect Analytics", to: "/dashboard#completed", Icon: ChartLineIcon },
  ],
  admin: [
    { label: "Add User", to: "/dashboard?dialog=add-user", Icon: UserPlusIcon },
    { label: "Create Project", to: "/dashboard?dialog=create-project", Icon: FolderPlusIcon },
    { label: "Upload Analytics", to: "/dashboard?dialog=upload-analytics", Icon: UploadIcon },
  ],
};
