import { Link } from "react-router";
import { DateTime } from "~/components/date-time";
import { Badge } from "~/components/ui/badge";
import { formatNumber } from "~/lib/format";
import { profileSections } from "~/lib/portal-areas";
import { usePortalTexts } from "~/lib/portal-texts";
import { EntryList } from "./entry-list";
import { ProfileSection } from "./profile-section";

export type SignInEvent = { id: string; at: string; ok: boolean; ip: string };

/**
 * The user's own last sign-ins and failed attempts, newest first: a failure the user does not recognise is the
 * sign to change the password and sign out the other devices.
 */
export function SignInHistorySection({ events, limit }: { events: SignInEvent[]; limit: number }) {
  const { m, locale } = usePortalTexts();
  return (
    <ProfileSection id="sign-ins" title={m.profile_sign_ins_title()}>
      <p className="mb-4 text-sm text-muted-foreground">
        {m.profile_sign_ins_intro({ limit: formatNumber(limit, locale) })} {m.profile_sign_ins_if_not_you()}{" "}
        {/* The password is in another section of the profile: the mails that lead here say to change it. */}
        <Link to={profileSections.security} className="font-medium text-primary underline">
          {m.profile_sign_ins_change_password()}
        </Link>{" "}
        {m.profile_sign_ins_sign_out_others()}
      </p>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.profile_no_sign_ins()}</p>
      ) : (
        <EntryList entries={events} ordered className="text-sm">
          {(event) => (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={event.ok ? "success" : "danger"}>
                  {event.ok ? m.profile_signed_in() : m.profile_failed_attempt()}
                </Badge>
                <span className="break-all font-mono">{event.ip}</span>
              </span>
              <DateTime at={event.at} />
            </>
          )}
        </EntryList>
      )}
    </ProfileSection>
  );
}
