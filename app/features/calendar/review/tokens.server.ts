import { createHash, randomBytes } from "node:crypto";

/** How long a review link opens: a month's posts are decided within it, and a forgotten link ends by itself. */
export const REVIEW_LINK_DAYS = 30;

/** 128 random bits, base64url: 22 characters. */
export const newReviewToken = () => randomBytes(16).toString("base64url");

/** What the table keeps of a token, and what a lookup compares: its SHA-256, in hex. */
export const hashReviewToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The shape `newReviewToken` gives; anything else is refused before the database is asked. */
export const REVIEW_TOKEN = /^[A-Za-z0-9_-]{22}$/;
