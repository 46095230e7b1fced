import { ProfileField, ProfileForm } from "./profile-form";
import { ProfileSection } from "./profile-section";

const fields = [
  { name: "current", label: "Current password", autoComplete: "current-password" },
  { name: "password", label: "New password", autoComplete: "new-password" },
  { name: "confirm", label: "Confirm new password", autoComplete: "new-password" },
] as const;

/** Change password: the current one, the new one twice; other devices are signed out when it is saved. */
export function PasswordSection() {
  return (
    <ProfileSection id="password" title="Change password">
      <ProfileForm
        intent="change-password"
        submit="Change password"
        busyLabel="Saving..."
        clearOnSuccess
        className="grid max-w-md gap-4"
      >
        {(answer) => (
          <>
            {fields.map((field) => (
              <ProfileField key={field.name} id={`profile-${field.name}`} type="password" answer={answer} {...field} />
            ))}
            <p className="text-xs text-muted-foreground">
              At least 8 characters, with a lowercase letter, an uppercase letter and a number.
            </p>
          </>
        )}
      </ProfileForm>
    </ProfileSection>
  );
}
