import type { LegalDocument } from "./types";

export const portalPrivacy: LegalDocument = {
  title: "Fli DESK Privacy Policy",
  lastUpdated: "2025-01-07",
  summary:
    "This policy explains what personal data Fli DESK, the client portal of Fli Digital (Pvt) Ltd, stores about clients, freelancers and administrators, who can see it and how long it is kept. It supplements our main Privacy Policy, which also describes your rights under Sri Lanka's Personal Data Protection Act, No. 9 of 2022.",
  sections: [
    {
      heading: "What Fli DESK stores",
      paragraphs: ["To run the portal, Fli DESK stores:"],
      list: [
        "your account: your Fli DESK ID, email address and role (client, freelancer or admin);",
        "your password, only as an Argon2id hash; we never store the password itself;",
        "your sessions: a random token kept in an httpOnly cookie in your browser, stored on our side only as a SHA-256 hash;",
        "projects and the progress updates posted on them;",
        "screenshots of work in progress uploaded by freelancers;",
        "analytics reports prepared for your projects;",
        "a record of the emails we send you, such as your Fli DESK ID after payment and invitations to the portal;",
        "short-lived rate-limit counters linked to IP addresses, used to block password guessing and other abuse.",
      ],
    },
    {
      heading: "Who can see what",
      paragraphs: [
        "Access in Fli DESK is based on roles. Clients see only their own projects. Freelancers see only the projects they are assigned to and must keep client material confidential. Admins, who are members of the Fli Digital team, manage users and projects and can see all of them.",
        "Screenshots are visible only to the client the project belongs to, the freelancer assigned to it and admins. Freelancers must not upload images containing personal data of third parties.",
      ],
    },
    {
      heading: "AI assistant",
      paragraphs: [
        "When the AI assistant is enabled, it may send the project details visible to you to an external AI provider in order to generate its answers. When it is not enabled, its guidance is computed locally within Fli DESK and no project details are sent to an AI provider. We do not sell your data or use it for advertising.",
      ],
    },
    {
      heading: "Where it is stored and how it is protected",
      paragraphs: [
        "Fli DESK data is stored on servers we control or with our hosting provider. It is protected by encrypted connections, Argon2id password hashing, hashed session tokens in httpOnly cookies, role-based access and rate limiting.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "Sessions expire after 7 days of inactivity, or when you sign out. Rate-limit counters expire automatically after a short period. Accounts, projects, updates, screenshots and reports are kept while your account or our engagement with you is active and then deleted or anonymised within a reasonable time, except for billing records, which we keep for 6 years as Sri Lankan tax law requires.",
      ],
    },
    {
      heading: "Your rights and contact",
      paragraphs: [
        "Under the Personal Data Protection Act, No. 9 of 2022, you may ask to access, correct or erase your personal data, object to its processing or withdraw your consent. To do so, or if you have any question about Fli DESK and your data, contact Fli Digital (Pvt) Ltd at hello@flidigital.lk or on +94 77 123 4567. Our main Privacy Policy explains these rights in full.",
      ],
    },
  ],
};
