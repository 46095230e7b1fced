import { type Locale, localeNames, locales } from "~/lib/locale";
import { roleName, usePortalTexts } from "~/lib/portal-texts";
import type { Role } from "~/lib/validation";
import type { ProfileAnswer } from "./profile-answer";
import { ProfileField, ProfileForm } from "./profile-form";
import { ProfileSection } from "./profile-section";

export type ProfileAccount = {
  flideskId: string;
  email: string;
  role: Role;
  displayName: string | null;
  locale: Locale;
};

/** The portal's and the mails' language, each named in itself (as the site's switcher names them). */
function LanguageChoice({ chosen, answer }: { chosen: Locale; answer: ProfileAnswer | undefined }) {
  const { m } = usePortalTexts();
  const error = answer && !answer.ok ? answer.fields?.locale : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "profile-language-error" : undefined}>
      <legend className="mb-1 text-sm font-medium">{m.profile_language()}</legend>
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
  const { m } = usePortalTexts();
  const role = roleName(m, account.role);
  return (
    <ProfileSection id="account" title={m.profile_section_account()}>
      <dl className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm text-muted-foreground">{m.auth_desk_id()}</dt>
        <dd className="font-mono font-semibold">{account.flideskId}</dd>
        <dt className="text-sm text-muted-foreground">{m.profile_role()}</dt>
        <dd className="capitalize">{role}</dd>
      </dl>
      <div className="mt-6 grid items-start gap-8 lg:grid-cols-2">
        <ProfileForm intent="update-name" submit={m.profile_save_name()} busyLabel={m.profile_saving()}>
          {(answer) => (
            <ProfileField
              id="profile-name"
              label={m.profile_your_name()}
              name="displayName"
              defaultValue={account.displayName ?? ""}
              maxLength={80}
              autoComplete="name"
              answer={answer}
            />
          )}
        </ProfileForm>
        <ProfileForm intent="update-language" submit={m.profile_save_language()} busyLabel={m.profile_saving()}>
          {(answer) => <LanguageChoice chosen={account.locale} answer={answer} />}
        </ProfileForm>
        <EmailChangeForm email={account.email} />
      </div>
    </ProfileSection>
  );
}

/** A new address, used once confirmed from the link mailed to it; the current password proves it is the owner. */
function EmailChangeForm({ email }: { email: string }) {
  const { m } = usePortalTexts();
  // The address sits inside the sentence, wherever the language puts it.
  const [beforeEmail, afterEmail] = m.profile_email_is({ email: "\u0000" }).split("\u0000");
  return (
    <ProfileForm intent="change-email" submit={m.profile_change_email()} busyLabel={m.profile_sending()} clearOnSuccess>
      {(answer) => (
        <>
          <p className="text-sm text-muted-foreground">
            {beforeEmail}
            <span className="break-all font-medium text-foreground">{email}</span>
            {afterEmail} {m.profile_email_change_note()}
          </p>
          <ProfileField
            id="profile-email"
            label={m.profile_new_email()}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            answer={answer}
          />
          <ProfileField
            id="profile-email-current"
            label={m.profile_current_password()}
            name="current"
            type="password"
            autoComplete="current-password"
            answer={answer}
          />
        </>
      )}
    </ProfileForm>
  );
}
