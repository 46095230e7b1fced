/**
 * Every PostgreSQL advisory lock the app takes, in one list so two jobs never share a number. The migrations hold
 * theirs for the session (db.server.ts); each job holds its own for one transaction, so a crashed process never
 * leaves one behind.
 */
export const jobLocks = {
  migrations: 7243001,
  cleanup: 7243002,
  digest: 7243003,
  reconcile: 7243004,
  cancellation: 7243010,
  dunning: 7243011,
  planChangeRefund: 7243013,
  instantMails: 7243020,
  paymentReturn: 7243014,
  postAlerts: 7243030,
  monthlyReports: 7243040,
  metaImport: 7243052,
  googleImport: 7243050,
} as const;

export type JobLock = keyof typeof jobLocks;
