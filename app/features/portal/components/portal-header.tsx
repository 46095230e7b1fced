import { LogOutIcon, PanelLeftIcon } from "lucide-react";
import type { Ref } from "react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { BrandMark } from "~/features/site";
import type { PortalUser } from "../user";

/** The fixed header: sidebar toggle, brand, welcome with desk ID and role, sign-out. */
export function PortalHeader({
  user,
  expanded,
  onToggle,
  toggleRef,
}: {
  user: PortalUser;
  expanded: boolean;
  onToggle: () => void;
  toggleRef: Ref<HTMLButtonElement>;
}) {
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
            title="Toggle sidebar (Ctrl+B)"
          >
            <PanelLeftIcon aria-hidden="true" />
            <span className="sr-only">Toggle sidebar</span>
          </Button>
          <Link to="/dashboard" className="flex items-center gap-2 font-display text-xl font-bold">
            <BrandMark className="size-8" /> Fli DESK
          </Link>
        </div>
        <p className="hidden text-sm text-muted-foreground sm:block">
          Welcome, <span className="font-semibold text-foreground">{user.flideskId}</span> ({user.role})
        </p>
        <Form method="post" action="/dashboard/sign-out">
          <Button type="submit" variant="ghost" size="sm">
            <LogOutIcon aria-hidden="true" /> Sign out
          </Button>
        </Form>
      </div>
    </header>
  );
}
