import { Link } from "react-router";
import { DateTime } from "~/components/date-time";
import { Badge } from "~/components/ui/badge";
import { profileSections } from "~/lib/portal-areas";
import { EntryList } from "./entry-list";
import { ProfileSection } from "./profile-section";

export type SignInEvent = { id: string; at: string; ok: boolean; ip: string };

/**
 * The user's own last sign-ins and failed attempts, newest first: a failure the user does not recognise is the
 * sign to change the password and sign out the other devices.
 */
export function SignInHistorySection({ events, limit }: { events: SignInEvent[]; limit: number }) {
  return (
    <ProfileSection id="sign-ins" title="Sign-in history">
      <p className="mb-4 text-sm text-muted-foreground">
        The last {limit} sign-ins and failed attempts at your Fli DESK ID. If one was not you,{" "}
        {/* The password is in another section of the profile: the mails that lead here say to change it. */}
        <Link to={profileSections.security} className="font-medium text-primary underline">
          change your password
        </Link>{" "}
        and sign out your other devices.
      </p>
      {events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sign-ins recorded yet.</p>
      ) : (
        <EntryList entries={events} ordered className="text-sm">
          {(event) => (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={event.ok ? "success" : "danger"}>{event.ok ? "Signed in" : "Failed attempt"}</Badge>
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
