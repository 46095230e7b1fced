import type { StoredWizard } from "~/features/onboarding";
import type { Cycle } from "~/features/plans";
import type { CheckoutFields, Currency, GatewayForm } from "../checkout-form";

/** The fields checkout marks as touched: an untouched field shows only what the server said about it. */
export type CheckoutFieldName = keyof CheckoutFields | "password";
export type TextFieldName = "email" | "businessName" | "phone";

export type CheckoutState = {
  /** Undefined until read from the browser's storage, null when it has no answers. */
  wizard: StoredWizard | null | undefined;
  /** The wizard's password is gone (another tab, a reload): the buyer types it again here. */
  needsPassword: boolean;
  currency: Currency;
  cycle: Cycle;
  fields: CheckoutFields;
  marketingConsent: boolean;
  password: string;
  touched: Partial<Record<CheckoutFieldName, boolean>>;
  serverErrors: Record<string, string>;
  processing: boolean;
  /** The signed form, once the server accepted the checkout: the page posts it to the gateway. */
  gateway: GatewayForm | null;
};

export type CheckoutEvent =
  | { type: "loaded"; wizard: StoredWizard | null; phone: string; needsPassword: boolean }
  | { type: "typed"; field: TextFieldName; value: string }
  | { type: "agreed"; value: boolean }
  | { type: "password"; value: string }
  | { type: "marketing"; value: boolean }
  | { type: "currency"; value: Currency }
  | { type: "cycle"; value: Cycle }
  | { type: "submitted" }
  | { type: "sending" }
  | { type: "refused"; errors: Record<string, string> }
  | { type: "accepted"; gateway: GatewayForm };

export const initialCheckout = ({
  email,
  businessName,
  cycle,
}: {
  email: string;
  businessName: string;
  cycle: Cycle;
}): CheckoutState => ({
  wizard: undefined,
  needsPassword: false,
  currency: "LKR",
  cycle,
  fields: { email, businessName, phone: "", agreeToTerms: false },
  marketingConsent: false,
  password: "",
  touched: {},
  serverErrors: {},
  processing: false,
  gateway: null,
});

const touch = (state: CheckoutState, field: CheckoutFieldName) => ({ ...state.touched, [field]: true });
const allTouched = { email: true, businessName: true, phone: true, agreeToTerms: true, password: true };

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "loaded":
      if (!event.wizard) return { ...state, wizard: null };
      return {
        ...state,
        wizard: event.wizard,
        fields: { ...state.fields, phone: state.fields.phone || event.phone },
        needsPassword: event.needsPassword,
      };
    case "typed": {
      // Typing in a field answers what the server said about it.
      const { [event.field]: _answered, ...serverErrors } = state.serverErrors;
      const fields = { ...state.fields, [event.field]: event.value };
      return { ...state, fields, touched: touch(state, event.field), serverErrors };
    }
    case "agreed":
      return {
        ...state,
        fields: { ...state.fields, agreeToTerms: event.value },
        touched: touch(state, "agreeToTerms"),
      };
    case "password":
      return { ...state, password: event.value, touched: touch(state, "password") };
    case "marketing":
      return { ...state, marketingConsent: event.value };
    case "currency":
      return { ...state, currency: event.value };
    case "cycle":
      return { ...state, cycle: event.value };
    case "submitted":
      return { ...state, touched: allTouched };
    case "sending":
      return { ...state, processing: true };
    case "refused":
      return { ...state, serverErrors: event.errors, processing: false };
    case "accepted":
      return { ...state, gateway: event.gateway };
  }
}
