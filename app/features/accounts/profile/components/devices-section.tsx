import { useFetcher } from "react-router";
import { DateTime } from "~/components/date-time";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { usePortalTexts } from "~/lib/portal-texts";
import { EntryList } from "./entry-list";
import type { ProfileAnswer } from "./profile-answer";
import { ProfileSection } from "./profile-section";

export type Device = {
  id: string;
  device: string;
  ip: string;
  lastSeenAt: string;
  signedInAt: string;
  current: boolean;
};

function SignOutButton({ device }: { device: Device }) {
  const fetcher = useFetcher<ProfileAnswer>();
  const { m } = usePortalTexts();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="sign-out-device" />
      <input type="hidden" name="device" value={device.id} />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
        {m.profile_sign_out_device()}
        <span className="sr-only"> {device.device}</span>
      </Button>
    </fetcher.Form>
  );
}

/** Every device signed in to this account: this one marked; any other can be signed out, or all of them. */
export function DevicesSection({ devices }: { devices: Device[] }) {
  const others = useFetcher<ProfileAnswer>();
  const hasOthers = devices.some((d) => !d.current);
  const { m } = usePortalTexts();
  return (
    <ProfileSection id="devices" title={m.profile_devices_title()}>
      <EntryList entries={devices}>
        {(device) => (
          <>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {device.device}
                {device.current && <Badge variant="success">{m.profile_this_device()}</Badge>}
              </p>
              <p className="break-words text-sm text-muted-foreground">
                {device.ip} · {m.profile_last_active()} <DateTime at={device.lastSeenAt} />
              </p>
            </div>
            {!device.current && <SignOutButton device={device} />}
          </>
        )}
      </EntryList>
      {hasOthers && (
        <others.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="outline" wrap disabled={others.state !== "idle"}>
            {m.profile_sign_out_others()}
          </Button>
        </others.Form>
      )}
      <p role="status" className="mt-3 text-sm">
        {others.data?.message}
      </p>
    </ProfileSection>
  );
}
