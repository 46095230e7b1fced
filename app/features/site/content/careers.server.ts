import { formatLkr, formatNumber } from "~/lib/format";
import type { Locale } from "~/lib/locale";
import type { Message } from "~/lib/message.server";
import { m } from "~/paraglide/messages.js";
import { siteConfig } from "../config";
import { applyLink } from "./careers";

/** The openings in one language; each one's mail link names it in English (careers.ts). */
function positions(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  return [
    {
      id: "freelance-web-developer",
      title: t(m.careers_web_title),
      applyLink: applyLink(m.careers_web_title({}, { locale: "en" })),
      type: t(m.careers_freelance),
      location: t(m.careers_web_location),
      experience: t(m.careers_web_experience),
      salary: m.careers_web_salary({ from: formatLkr(150_000, locale), to: formatNumber(300_000, locale) }, { locale }),
      status: "open" as "open" | "closed",
      urgent: true,
      datePosted: "2026-11-01",
      description: t(m.careers_web_description),
      requirements: [
        m.careers_web_requirement_1,
        m.careers_web_requirement_2,
        m.careers_web_requirement_3,
        m.careers_web_requirement_4,
        m.careers_web_requirement_5,
      ].map(t),
      responsibilities: [
        m.careers_web_responsibility_1,
        m.careers_web_responsibility_2,
        m.careers_web_responsibility_3,
        m.careers_web_responsibility_4,
      ].map(t),
      benefits: [m.careers_flexible, m.careers_paid_per_milestone, m.careers_steady_projects, m.careers_mentoring].map(
        t,
      ),
      // Names of languages and tools stay as they are.
      skills: ["React", "TypeScript", "Tailwind CSS", "Node.js", t(m.careers_seo_basics), "Git"],
    },
  ];
}

export type JobPosition = ReturnType<typeof positions>[number];

/** The /careers page (docs/product.md, Public site) in one language: head, hero, perks, openings and their labels. */
export function careersTexts(locale: Locale) {
  const t = (message: Message) => message({}, { locale });
  const perk = (title: Message, text: Message) => ({ title: t(title), text: t(text) });
  return {
    head: { title: t(m.nav_careers), description: t(m.careers_head_description) },
    eyebrow: t(m.nav_careers),
    title: t(m.careers_title),
    intro: t(m.careers_intro),
    whyTitle: t(m.careers_why),
    perks: [
      perk(m.careers_remote, m.careers_remote_text),
      perk(m.careers_flexible, m.careers_flexible_text),
      perk(m.careers_paid, m.careers_paid_text),
      perk(m.nav_partnerships_note, m.careers_grow_text),
      perk(m.careers_clients, m.careers_clients_text),
      perk(m.careers_tools, m.careers_tools_text),
    ],
    positionsTitle: t(m.careers_open_positions),
    positions: positions(locale),
    labels: {
      urgent: t(m.careers_urgent),
      open: t(m.careers_open),
      closed: t(m.careers_closed),
      requirements: t(m.careers_requirements),
      responsibilities: t(m.careers_responsibilities),
      benefits: t(m.careers_benefits),
      skills: t(m.careers_skills),
      apply: t(m.careers_apply),
    },
    otherRole: t(m.careers_other_role),
    otherRoleText: m.careers_other_role_text({ email: siteConfig.careersEmail }, { locale }),
    generalApplication: t(m.careers_general_application),
  };
}

export type CareersTexts = ReturnType<typeof careersTexts>;

/** The words the site search finds /careers by, in one language. */
export const careersSearchText = (locale: Locale) =>
  careersTexts(locale).positions.flatMap((position) => [position.title, ...position.skills]);
