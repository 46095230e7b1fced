import { getFormProps, useForm } from "@conform-to/react";
import { useActionData, useNavigation } from "react-router";
import { toastOf, useActionToast } from "~/components/form-status";
import type { LeadAnswer } from "../lead-action";

/**
 * What every lead form needs: Conform wired to the route action's last answer for this form, whether it is
 * on its way, and the answer's toast. The action is the one judge of the input (Zod stays on the server).
 * `frame` is what `LeadFormFrame` needs around the fields.
 */
export function useLeadForm<Fields extends Record<string, unknown>>(name: "contact" | "quote", intent: string) {
  const actionData = useActionData<LeadAnswer>();
  const lastResult = actionData?.intent === intent ? actionData : undefined;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [form, fields] = useForm<Fields>({
    id: `${name}-form`,
    lastResult: lastResult?.reply,
    shouldValidate: "onSubmit",
  });
  useActionToast(lastResult, toastOf);
  const frame = {
    formProps: getFormProps(form),
    intent,
    submitting,
    status: {
      id: form.errorId,
      error: form.errors?.[0],
      success: lastResult?.ok ? toastOf(lastResult) : undefined,
    },
  };
  return { fields, submitting, frame };
}
