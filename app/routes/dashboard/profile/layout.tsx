import { Outlet, useLocation } from "react-router";
import { ProfileNav, profileSectionOf, useOldProfileAnchors } from "~/features/accounts";
import { usePortalTexts } from "~/lib/portal-texts";

/**
 * The profile's frame (issue 30): its heading and the links to its sections. Each section is a route of its own
 * below, with its own loader (only what it shows) and action (only its own forms); this layout loads nothing.
 */
export default function ProfileLayout() {
  const current = profileSectionOf(useLocation().pathname);
  useOldProfileAnchors();
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-6">
      <h1 className="font-display text-3xl font-bold">{m.profile_title()}</h1>
      <ProfileNav current={current} />
      <Outlet />
    </div>
  );
}
