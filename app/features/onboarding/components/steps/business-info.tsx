import { describedBy, Field, TextField } from "~/components/forms";
import { Select } from "~/components/ui/select";
import { industries } from "../../options";
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
  return (
    <div className="grid gap-5">
      <TextField label="Business Name *" autoComplete="organization" {...field("businessName")} />
      <Field id="industry" label="Industry *" error={errors.industry}>
        <Select
          id="industry"
          value={value.industry}
          onChange={(e) => onChange({ industry: e.target.value })}
          {...describedBy("industry", { error: errors.industry })}
        >
          <option value="">Select your industry</option>
          {industries.map((i) => (
            <option key={i} value={i}>
              {i}
            </option>
          ))}
        </Select>
      </Field>
      <TextField label="Website (optional)" type="url" placeholder="https://yourbusiness.lk" {...field("website")} />
    </div>
  );
}
