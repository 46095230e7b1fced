import { Link } from "react-router";
import { usePortalTexts } from "~/lib/portal-texts";

/**
 * What a provider's return address shows when the connection was refused (a wrong, used or expired state, or a
 * declined login): the reason, and the way back. A good return never shows it: it goes on to the choice of account.
 */
export function ConnectionCallback({ provider, message }: { provider: "Google" | "Facebook"; message: string }) {
  const { m } = usePortalTexts();
  return (
    <div className="grid gap-4">
      <h1 className="text-3xl font-bold">{m.connection_connecting({ provider })}</h1>
      <p role="alert">{message}</p>
      <Link to="/dashboard" className="w-fit text-sm underline">
        {m.connection_back_dashboard()}
      </Link>
    </div>
  );
}
