import { sql } from "drizzle-orm";
import { refunds } from "#db/schema";

/**
 * How long a refund may be `pending`: PayHere's answer comes within the merchant API's timeout (15 s) and its
 * queue's wait, so a claim older than this was left by a process that died between the call and the record.
 */
export const REFUND_CUT_OFF_MINUTES = 5;

/**
 * A refund whose outcome PayHere did not confirm: `unknown` (no trustworthy answer), or `pending` for longer than
 * any call takes (the process died). The money may have gone out: it is not counted as refunded, and the payment
 * takes no other refund until it is settled. By the database's clock, so every process agrees.
 */
export const unconfirmedRefund = sql`(${refunds.status} = 'unknown' or (${refunds.status} = 'pending' and ${refunds.createdAt} < now() - make_interval(mins => ${sql.raw(String(REFUND_CUT_OFF_MINUTES))})))`;
