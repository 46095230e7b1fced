import type { Role } from "~/lib/validation";

/** Who the portal shell greets: the layout's loader gives it to every portal page. */
// `name` is `personName`'s: the desk ID when the person has no name at all.
export type PortalUser = { flideskId: string; role: Role; name: string };
