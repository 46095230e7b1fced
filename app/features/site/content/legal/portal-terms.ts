import type { LegalDocument } from "./types";

export const portalTerms: LegalDocument = {
  title: "Fli DESK Terms and Conditions",
  lastUpdated: "2025-01-07",
  summary:
    "These terms govern the use of Fli DESK, the client portal of Fli Digital (Pvt) Ltd, by clients, freelancers and administrators. They explain how accounts work, what each role can see and do, the rules for uploads and how the optional AI assistant works. They apply in addition to our Terms of Service.",
  sections: [
    {
      heading: "About Fli DESK",
      paragraphs: [
        "Fli DESK is the portal through which Fli Digital (Pvt) Ltd shares project work with its clients and freelancers: projects, progress updates, screenshots of work in progress and analytics reports. By signing in to Fli DESK, you agree to these terms, to our Terms of Service and to the Fli DESK Privacy Policy. If these terms conflict with the Terms of Service on a matter relating to the portal, these terms apply.",
      ],
    },
    {
      heading: "Your account",
      paragraphs: [
        "Client accounts are created after a successful payment, when we email you your Fli DESK ID; freelancers and team members receive an invitation. You sign in with your Fli DESK ID and password.",
        "Your account is personal to you. Do not share your Fli DESK ID and password or let anyone else use your account, and choose a password you do not use elsewhere. You are responsible for activity on your account. If you believe someone else has accessed it, change your password and tell us at hello@flidigital.lk straight away.",
        "For your security, you are signed out automatically after 7 days of inactivity. Please sign out when you use a shared device.",
      ],
    },
    {
      heading: "Roles and access",
      paragraphs: ["What you can see and do in Fli DESK depends on your role:"],
      list: [
        "Clients see only their own projects, with the progress updates, screenshots and analytics reports that belong to them.",
        "Freelancers see only the projects they are assigned to. They must keep all client material confidential, use it only to carry out the assigned work and must not copy, share or publish it outside Fli DESK without our written permission.",
        "Admins are members of the Fli Digital team. They manage users and projects, assign freelancers and can see all projects in order to run and support the service.",
      ],
    },
    {
      heading: "Uploads and acceptable use",
      paragraphs: [
        "Uploads to Fli DESK must be images of work in progress on the project they are uploaded to. They must not contain personal data of third parties, such as other people's names, contact details, messages or photographs of identifiable people. Crop or blur such details before uploading.",
        "You must not upload unlawful, offensive or malicious content, try to access projects or accounts that are not yours, interfere with the security or operation of the portal, or use automated tools to extract data from it. We may remove content that breaks these rules.",
      ],
    },
    {
      heading: "AI assistant",
      paragraphs: [
        "Fli DESK may include an assistant that offers guidance about your projects. When the AI assistant is enabled, it may send the project details visible to you to an external AI provider to generate its answers. When it is not enabled, its guidance is computed locally within Fli DESK and nothing is sent to an AI provider.",
        "The assistant's answers are generated automatically and may be incomplete or wrong. They are for guidance only and do not change the scope of your plan, our agreed deliverables or these terms. Check anything important with the Fli Digital team.",
      ],
    },
    {
      heading: "Suspension, availability and contact",
      paragraphs: [
        "We may suspend or close an account that breaks these terms, that belongs to a freelancer who is no longer working with us, or, after reasonable notice, an account whose plan has ended. We aim to keep Fli DESK available at all times but do not guarantee uninterrupted access, for example during maintenance. Our liability in connection with Fli DESK is limited as set out in our Terms of Service.",
        "These terms are governed by the laws of Sri Lanka, and the courts of Sri Lanka have jurisdiction over any dispute arising from them. Questions can be sent to hello@flidigital.lk or +94 77 123 4567.",
      ],
    },
  ],
};
