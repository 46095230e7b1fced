import { Link } from "react-router";
import { TextField } from "~/components/forms";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { checkoutMessagesOf } from "../texts";
import type { TextFieldName } from "./checkout-state";
import type { Checkout } from "./use-checkout";

const contactFields = [
  ["email", (m) => m.buy_email(), "email"],
  ["businessName", (m) => m.buy_business_name_plain(), "organization"],
  ["phone", (m) => m.buy_phone_plain(), "tel"],
] as const satisfies readonly (readonly [TextFieldName, (m: PortalMessages) => string, string])[];

/** The buyer's email, business name and phone, each with its message under it. */
export function ContactFields({ checkout }: { checkout: Checkout }) {
  const { m } = usePortalTexts();
  const accountExists = checkoutMessagesOf(m).accountExists;
  return contactFields.map(([field, label, autoComplete]) => {
    const error = checkout.shown(field);
    return (
      <TextField
        key={field}
        id={`checkout-${field}`}
        label={label(m)}
        name={field}
        autoComplete={autoComplete}
        value={checkout.fields[field]}
        onChange={(e) => checkout.dispatch({ type: "typed", field, value: e.target.value })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `checkout-${field}-error` : undefined}
      >
        {error && (
          <p id={`checkout-${field}-error`} className="text-sm text-danger-text">
            {error}
            {error === accountExists && (
              <>
                {" "}
                <Link to="/dashboard/auth" className="font-semibold underline">
                  {m.buy_sign_in()}
                </Link>
              </>
            )}
          </p>
        )}
      </TextField>
    );
  });
}

/** Asked only when the wizard's password is no longer in this tab: it is never kept in the browser's storage. */
export function PasswordField({ checkout }: { checkout: Checkout }) {
  const error = checkout.shown("password");
  const { m } = usePortalTexts();
  return (
    <TextField
      id="checkout-password"
      label={m.buy_account_password()}
      type="password"
      autoComplete="new-password"
      value={checkout.password}
      onChange={(e) => checkout.dispatch({ type: "password", value: e.target.value })}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? "checkout-password-help checkout-password-error" : "checkout-password-help"}
    >
      {/* The reason stays on screen with the error: a field that appears after a reload says why it is there. */}
      <p id="checkout-password-help" className="text-sm text-muted-foreground">
        {m.buy_password_again()}
      </p>
      {error && (
        <p id="checkout-password-error" className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </TextField>
  );
}
