import { BellIcon, LogOutIcon, PanelLeftIcon } from "lucide-react";
import type { Ref } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BrandMark } from "~/features/site";
import { formatNumber } from "~/lib/format";
import { roleName, usePortalTexts } from "~/lib/portal-texts";
import type { PortalUser } from "../user";

/** The fixed header: sidebar toggle, brand, welcome with desk ID and role, the bell, sign-out. */
export function PortalHeader({
  user,
  unread,
  expanded,
  onToggle,
  toggleRef,
}: {
  user: PortalUser;
  /** The bell's count: the layout's loader reads it again whenever a notification changes. */
  unread: number;
  expanded: boolean;
  onToggle: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}) {
  const { m } = usePortalTexts();
  const role = roleName(m, user.role);
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-border bg-background">
      <div className="flex h-16 items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onToggle}
            ref={toggleRef}
            aria-controls="dashboard-sidebar"
            aria-expanded={expanded}
            title={m.shell_toggle_sidebar_title()}
          >
            <PanelLeftIcon aria-hidden="true" />
            <span className="sr-only">{m.shell_toggle_sidebar()}</span>
          </Button>
          <Link to="/dashboard" className="flex items-center gap-2 font-display text-xl font-bold">
            <BrandMark className="size-8" /> Fli DESK
          </Link>
        </div>
        {/* One line between the menu and the buttons: a name too long for it ends in an ellipsis. */}
        <p className="hidden min-w-0 truncate text-sm text-muted-foreground sm:block">
          {m.shell_welcome()} <span className="font-semibold text-foreground">{user.name}</span>{" "}
          {user.name === user.flideskId ? `(${role})` : `(${user.flideskId}, ${role})`}
        </p>
        <div className="flex items-center gap-1">
          <NotificationBell unread={unread} />
          <Form method="post" action="/dashboard/sign-out">
            <Button type="submit" variant="ghost" size="sm">
              <LogOutIcon aria-hidden="true" /> <span className="max-[399px]:sr-only">{m.shell_sign_out()}</span>
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}

/** A link to the notifications page; the count is a badge on the bell, and in its name for screen readers. */
function NotificationBell({ unread }: { unread: number }) {
  const { m, locale } = usePortalTexts();
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/dashboard/notifications" aria-label={m.shell_bell({ unread: formatNumber(unread, locale) })}>
        <BellIcon aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-xs font-bold leading-5 text-primary-foreground"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </Link>
    </Button>
  );
}
