import { describedBy, Field, TextField } from "~/components/forms";
import { Select } from "~/components/ui/select";
import { usePortalTexts } from "~/lib/portal-texts";
import { industries } from "../../options";
import { industryLabel } from "../../texts";
import type { StepErrors, WizardData } from "../../wizard";
import { textFields } from "../text-fields";

type Props = {
  value: WizardData["businessInfo"];
  errors: StepErrors;
  onChange: (patch: Partial<WizardData["businessInfo"]>) => void;
};

/** Step 1: the business's name, industry and website. */
export function BusinessInfoStep({ value, errors, onChange }: Props) {
  const field = textFields(value, errors, onChange);
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-5">
      <TextField label={m.buy_business_name()} autoComplete="organization" {...field("businessName")} />
      <Field id="industry" label={m.buy_industry()} error={errors.industry}>
        <Select
          id="industry"
          value={value.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
          {...describedBy("industry", { error: errors.industry })}
        >
          <option value="">{m.buy_industry_choose()}</option>
          {industries.map((i) => (
            <option key={i} value={i}>
              {industryLabel(m, i)}
            </option>
          ))}
        </Select>
      </Field>
      <TextField label={m.buy_website()} type="url" placeholder="https://yourbusiness.lk" {...field("website")} />
    </div>
  );
}
