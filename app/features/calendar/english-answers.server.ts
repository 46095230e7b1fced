import type { PortalMessages } from "~/lib/portal-texts";
import * as english from "~/paraglide-portal/messages/en.js";
import { calendarMessages } from "./messages";

/**
 * The calendar's answers in English, for the writes that do not take their reader's language yet: a post's media
 * and comments, the month's export, the calendar's feed address, review links and the calendar page's loader.
 * The post writes themselves (create, edit, move, approve, reschedule) answer in the writer's language.
 */
export const englishAnswers = calendarMessages(english as unknown as PortalMessages);
