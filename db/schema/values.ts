// The values of the database's enums, as plain constants: app/lib/validation.ts hands them to the browser's
// rules and the server's schemas without pulling Drizzle into the client bundle.

export const userRoles = ["client", "freelancer", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const leadStatuses = ["new", "contacted", "closed"] as const;
export type LeadStatusValue = (typeof leadStatuses)[number];
