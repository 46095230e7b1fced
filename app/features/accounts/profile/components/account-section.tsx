import { type Locale, localeNames, locales } from "~/lib/locale";
import type { ProfileAnswer } from "./profile-answer";
import { ProfileField, ProfileForm } from "./profile-form";
import { ProfileSection } from "./profile-section";

export type ProfileAccount = {
  flideskId: string;
  email: string;
  role: string;
  displayName: string | null;
  locale: Locale;
};

/** The portal's and the mails' language, each named in itself (as the site's switcher names them). */
function LanguageChoice({ chosen, answer }: { chosen: Locale; answer: ProfileAnswer | undefined }) {
  const error = answer && !answer.ok ? answer.fields?.locale : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "profile-language-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">Language</legend>
      {locales.map((locale) => (
        <label key={locale} className="flex items-center gap-2">
          <input type="radio" name="locale" value={locale} defaultChecked={locale === chosen} lang={locale} />
          <span lang={locale}>{localeNames[locale]}</span>
        </label>
      ))}
      {error && (
        <p id="profile-language-error" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Who the user is: the desk ID and role (fixed), the name the portal calls them, and the email address. */
export function AccountSection({ account }: { account: ProfileAccount }) {
  return (
    <ProfileSection id="account" title="Account">
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm text-muted-foreground">Fli DESK ID</dt>
        <dd className="font-mono font-semibold">{account.flideskId}</dd>
        <dt className="text-sm text-muted-foreground">Role</dt>
        <dd className="capitalize">{account.role}</dd>
      </dl>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2">
        <ProfileForm intent="update-name" submit="Save name" busyLabel="Saving...">
          {(answer) => (
            <ProfileField
              id="profile-name"
              label="Your name"
              name="displayName"
              defaultValue={account.displayName ?? ""}
              maxLength={80}
              autoComplete="name"
              answer={answer}
            />
          )}
        </ProfileForm>
        <ProfileForm intent="update-language" submit="Save language" busyLabel="Saving...">
          {(answer) => <LanguageChoice chosen={account.locale} answer={answer} />}
        </ProfileForm>
        <ProfileForm intent="change-email" submit="Change email" busyLabel="Sending..." clearOnSuccess>
          {(answer) => (
            <>
              <p className="text-sm text-muted-foreground">
                Your email is <span className="break-all font-medium text-foreground">{account.email}</span>. A new
                address is used once you confirm it from the link we mail to it.
              </p>
              <ProfileField
                id="profile-email"
                label="New email address"
                name="email"
                type="email"
                autoComplete="email"
                maxLength={254}
                answer={answer}
              />
              <ProfileField
                id="profile-email-current"
                label="Current password"
                name="current"
                type="password"
                autoComplete="current-password"
                answer={answer}
              />
            </>
          )}
        </ProfileForm>
      </div>
    </ProfileSection>
  );
}
