import { Link } from "react-router";

/** Why checkout cannot go ahead, and the link that helps. */
export function CheckoutNotice({
  title,
  text,
  to,
  linkText,
}: {
  title: string;
  text: string;
  to: string;
  linkText: string;
}) {
  return (
    <div role="alert" className="mx-auto mt-10 max-w-xl rounded-lg border border-danger-text/50 bg-destructive/20 p-4">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">
        {text}{" "}
        <Link to={to} className="underline">
          {linkText}
        </Link>
        .
      </p>
    </div>
  );
}
