import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { TabLinks } from "~/components/tab-links";
import { PROFILE_SECTIONS, type ProfileSection, profileAnchors, profileSections } from "~/lib/portal-areas";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";

const labels: Record<ProfileSection, (m: PortalMessages) => string> = {
  account: (m) => m.profile_section_account(),
  security: (m) => m.profile_section_security(),
  notifications: (m) => m.profile_section_notifications(),
  devices: (m) => m.profile_section_devices(),
};

/** The section an address shows; the profile's own address is the account. */
export const profileSectionOf = (pathname: string): ProfileSection =>
  PROFILE_SECTIONS.find((section) => section !== "account" && pathname.startsWith(profileSections[section])) ??
  "account";

/** A section's page title, the tab's name first ("Security | Profile and security | Fli DESK"), in `m`'s language. */
export const profilePageTitle = (m: PortalMessages, section: ProfileSection) =>
  m.profile_page_title({ section: labels[section](m) });

/** The profile's section links, the current one marked (`aria-current`); they wrap on a narrow screen. */
export function ProfileNav({ current }: { current: ProfileSection }) {
  const { m } = usePortalTexts();
  const tabs = PROFILE_SECTIONS.map((id) => ({ id, label: labels[id](m), to: profileSections[id] }));
  return <TabLinks label={m.profile_sections_nav()} current={current} tabs={tabs} />;
}

/**
 * A link from before the profile was split (`/dashboard/profile#two-factor`, `#notifications-title`) names a
 * section by its anchor, which the server never sees: here, in the browser, it is sent on to the section's page
 * with the anchor kept, in place of the entry (Back does not return to the account).
 */
export function useOldProfileAnchors() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (profileSectionOf(pathname) !== "account" || !hash) return;
    const section = profileAnchors[hash.slice(1)];
    if (section && section !== "account") void navigate(`${profileSections[section]}${hash}`, { replace: true });
  }, [pathname, hash, navigate]);
}
