import { describedBy, Field, TextField } from "~/components/forms";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { usePortalTexts } from "~/lib/portal-texts";
import { DraftLinkOffer } from "../../draft-link-offer";
import { dialCodes } from "../../options";
import { countryLabel } from "../../texts";
import { draftEmail, phoneDigits, type StepErrors, type WizardData } from "../../wizard";
import { StrengthMeter } from "../strength-meter";
import { textFields } from "../text-fields";

type Account = WizardData["accountInfo"];
type Props = { value: Account; errors: StepErrors; onChange: (patch: Partial<Account>) => void };

/** Step 5: who owns the account, how to reach them, and the password for Fli DESK. */
export function AccountOwnerStep({ value, errors, onChange }: Props) {
  const field = textFields(value, errors, onChange);
  const email = draftEmail(value.workEmail);
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-5">
      <TextField label={m.buy_full_name()} autoComplete="name" {...field("fullName")} />
      <TextField
        label={m.buy_work_email()}
        type="email"
        autoComplete="email"
        {...field("workEmail")}
        after={email && <DraftLinkOffer key={email} email={email} />}
      />
      <PhoneField value={value} error={errors.phone} onChange={onChange} />
      <TextField
        label={m.buy_password()}
        type="password"
        autoComplete="new-password"
        {...field("password")}
        after={<p className="text-xs text-muted-foreground">{m.buy_password_help()}</p>}
      >
        <StrengthMeter password={value.password} />
      </TextField>
    </div>
  );
}

/** The country code and the number, which keeps digits only. */
function PhoneField({ value, error, onChange }: { value: Account; error?: string; onChange: Props["onChange"] }) {
  const { m } = usePortalTexts();
  return (
    <Field id="phone" label={m.buy_phone()} error={error}>
      <div className="flex gap-2">
        <Select
          aria-label={m.buy_country_code()}
          className="w-36 shrink-0"
          value={value.countryCode}
          onChange={(e) => onChange({ countryCode: e.target.value })}
        >
          {dialCodes.map((d) => (
            <option key={`${d.code}-${d.country}`} value={d.code}>
              {d.code} {countryLabel(m, d.country)}
            </option>
          ))}
        </Select>
        <Input
          id="phone"
          className="min-w-0"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value.phone}
          onChange={(e) => onChange({ phone: phoneDigits(e.target.value) })}
          {...describedBy("phone", { error })}
        />
      </div>
    </Field>
  );
}
