import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { ProfileField, ProfileForm } from "./profile-form";
import { ProfileSection } from "./profile-section";

const fields = [
  { name: "current", label: (m: PortalMessages) => m.profile_current_password(), autoComplete: "current-password" },
  { name: "password", label: (m: PortalMessages) => m.profile_new_password(), autoComplete: "new-password" },
  { name: "confirm", label: (m: PortalMessages) => m.profile_confirm_password(), autoComplete: "new-password" },
] as const;

/** Change password: the current one, the new one twice; other devices are signed out when it is saved. */
export function PasswordSection() {
  const { m } = usePortalTexts();
  return (
    <ProfileSection id="password" title={m.profile_change_password()}>
      <ProfileForm
        intent="change-password"
        submit={m.profile_change_password()}
        busyLabel={m.profile_saving()}
        clearOnSuccess
        className="grid max-w-md gap-4"
      >
        {(answer) => (
          <>
            {fields.map(({ label, ...field }) => (
              <ProfileField
                key={field.name}
                id={`profile-${field.name}`}
                type="password"
                answer={answer}
                label={label(m)}
                {...field}
              />
            ))}
            <p className="text-xs text-muted-foreground">{m.profile_password_rule()}</p>
          </>
        )}
      </ProfileForm>
    </ProfileSection>
  );
}
