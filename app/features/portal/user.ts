import type { Role } from "~/lib/validation";

/** Who the portal shell greets: the layout's loader gives it to every portal page. */
export type PortalUser = { flideskId: string; role: Role; displayName: string | null };
