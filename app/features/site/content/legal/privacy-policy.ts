import type { LegalDocument } from "./types";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2025-01-07",
  summary:
    "This policy explains what personal data Fli Digital (Pvt) Ltd collects through our website, onboarding, checkout and the Fli DESK client portal, why we collect it, how long we keep it and the rights you have under Sri Lanka's Personal Data Protection Act, No. 9 of 2022. We collect only what we need to answer you, deliver our services and keep our systems secure. We do not use advertising trackers and we never sell your data.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Fli Digital (Pvt) Ltd, referred to in this policy as Fli Digital, we or us, is a digital agency based in Colombo, Sri Lanka, offering social media management, search engine optimisation (SEO), brand identity design and web development. We also operate Fli DESK, the client portal through which our clients, freelancers and staff follow project work.",
        "We are the controller of the personal data described in this policy. If you have any question about it, or want to exercise your rights, contact us at hello@flidigital.lk or on +94 77 123 4567.",
      ],
    },
    {
      heading: "Information you send us through our website",
      paragraphs: [
        "When you contact us or ask for a quote, we store exactly what you enter in the form so that we can reply to you and prepare a proposal. We do not add information about you from other sources.",
      ],
      list: [
        "Contact form: your first name, last name, email address and message.",
        "Quote request: your name and email address, your company name and phone number if you choose to give them, the services you are interested in, your budget if you choose to give it, your preferred timeline and your message.",
      ],
    },
    {
      heading: "Onboarding and checkout",
      paragraphs: [
        "When you sign up for a monthly plan, our onboarding wizard asks some questions about your business. To let you pick up where you left off, we save a draft of your non-sensitive answers, linked to the work email address you enter and to your browser. To continue in another browser, we email a one-time link to that address; the draft is never shown to anyone who only knows the email. The draft contains your business name, industry, website, marketing goals, the platforms you use and how you heard about us. If you do not complete onboarding, the draft is deleted automatically after 3 days.",
        "When you proceed to payment, we create a checkout record so that we can set up your service and your Fli DESK account once the payment is confirmed. It contains:",
      ],
      list: [
        "your business name, email address and phone number;",
        "the plan you chose and your onboarding answers;",
        "the IP address from which the checkout request was made, which we keep to help detect fraud and abuse;",
        "a hash of the password you chose for Fli DESK. We never store the password itself: passwords are hashed with Argon2id, a one-way algorithm designed so that the original password cannot be recovered from the stored value.",
      ],
    },
    {
      heading: "Payments",
      paragraphs: [
        "Payments are processed by PayHere, a Sri Lankan payment gateway. You enter your card or other payment details on PayHere's own payment page; those details never reach our servers and we never store them. PayHere handles them under its own privacy policy and security standards.",
        "After a payment, PayHere sends us the order ID, payment ID, amount, currency, type of payment method (for example, Visa or Mastercard, but not the card number) and the status of the payment. We store this information to confirm your payment, activate your plan and keep accurate billing records.",
      ],
    },
    {
      heading: "Fli DESK client portal",
      paragraphs: [
        "If you have a Fli DESK account, as a client, freelancer or member of our team, we store the information needed to run the portal:",
      ],
      list: [
        "your Fli DESK ID, email address and role (client, freelancer or admin);",
        "your password, stored only as an Argon2id hash;",
        "your sessions: when you sign in we place a random token in an httpOnly cookie and store only a SHA-256 hash of that token, so the stored value cannot be used to sign in; a session expires after 7 days of inactivity or when you sign out;",
        "your projects and the progress updates posted on them;",
        "screenshots of work in progress uploaded by freelancers, which are visible only to the client the project belongs to, the freelancer assigned to it and our admins;",
        "the analytics reports we prepare for your projects.",
      ],
    },
    {
      heading: "Security, technical data and emails",
      paragraphs: [
        "To protect our forms, sign-in and checkout from abuse, such as automated spam or password guessing, we keep short-lived rate-limit counters linked to the IP address of each request. These counters only record how many requests have been made within a short window and expire automatically.",
        "We keep a record of the emails we send you, such as the email containing your Fli DESK ID after a successful payment, invitations to Fli DESK and replies to your enquiries, so that we can confirm what was sent and resend a message if it was lost.",
        "We do not use advertising trackers, advertising cookies or social media pixels. If we enable web analytics, we use a privacy-friendly analytics script that sets no cookies and counts visits in aggregate, without building a profile of you. Our Cookie Policy explains this in more detail.",
      ],
    },
    {
      heading: "Information stored in your browser",
      paragraphs: [
        "During onboarding, your browser's local storage holds the plan you selected (selectedPlan) and your progress through the wizard, so that a page reload does not make you start again. This information stays on your device and is only sent to us when you submit the wizard. Your password is never written to local storage. You can clear it at any time through your browser settings.",
        "Note that the support form on our support page is a demonstration form: what you type in it is not sent to us or stored. To reach us, please email hello@flidigital.lk or use the contact form.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "We use personal data only for the purposes below, and only where the Personal Data Protection Act allows it: to perform a contract with you or take steps at your request before entering one, to comply with a legal obligation, on the basis of our legitimate interests in running and protecting our business, or with your consent.",
      ],
      list: [
        "to reply to your messages and quote requests and prepare proposals;",
        "to onboard you, take payment for your plan and activate your services;",
        "to create and manage your Fli DESK account and show you your projects, updates and reports;",
        "to deliver the social media, SEO, brand identity and web development work you have asked for;",
        "to send you service emails, such as your Fli DESK ID, invitations, receipts and important notices about your account or our terms;",
        "to keep our website, portal and checkout secure and to prevent fraud and abuse;",
        "to keep billing and tax records and meet our other legal obligations.",
      ],
    },
    {
      heading: "Who we share your information with",
      paragraphs: [
        "We do not sell, rent or trade your personal data. We share it only where necessary, and only with:",
      ],
      list: [
        "PayHere, to process your payments;",
        "our hosting and storage providers, which store our data on our behalf and may not use it for their own purposes;",
        "our email delivery provider, to send the emails described in this policy;",
        "freelancers assigned to your project, who see only the projects they are assigned to and must keep client material confidential;",
        "an AI provider, only if the Fli DESK AI assistant is enabled: the assistant may then send the project details visible to you to that provider to generate its answer. When the assistant is not enabled, its guidance is computed locally and nothing is sent;",
        "public authorities, courts or professional advisers, where the law requires it or where it is necessary to establish, exercise or defend legal claims.",
      ],
    },
    {
      heading: "Where your data is stored and how we protect it",
      paragraphs: [
        "Your data is stored on servers we control or with our hosting provider. Where a service provider processes data outside Sri Lanka, we make sure the transfer is permitted under the Personal Data Protection Act and that appropriate safeguards are in place.",
        "We protect your data with measures appropriate to the risk, including encrypted connections (HTTPS), Argon2id password hashing, session tokens stored only as hashes in httpOnly cookies, role-based access in Fli DESK and rate limiting. No system is completely secure, but if a breach affecting your personal data occurs, we will notify you and the Data Protection Authority where the law requires it.",
      ],
    },
    {
      heading: "How long we keep your information",
      paragraphs: [
        "We keep personal data only as long as we need it for the purpose it was collected for, or as long as the law requires:",
      ],
      list: [
        "Contact messages and quote requests: up to 24 months after we last heard from you, then deleted.",
        "Onboarding drafts: deleted automatically after 3 days if onboarding is not completed.",
        "Sessions: expire after 7 days of inactivity, or earlier when you sign out.",
        "Rate-limit counters: expire automatically after a short period.",
        "Checkout, payment and billing records: 6 years, as required by Sri Lankan tax law.",
        "Fli DESK accounts, projects, updates, screenshots and reports: for as long as your account or our engagement with you is active, then deleted or anonymised within a reasonable time, except for records we must keep by law.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: ["Under Sri Lanka's Personal Data Protection Act, No. 9 of 2022, you have the right to:"],
      list: [
        "access the personal data we hold about you and receive a copy of it;",
        "have inaccurate or incomplete personal data corrected;",
        "have your personal data erased, where we no longer have a lawful reason to keep it;",
        "object to our processing of your personal data;",
        "withdraw your consent at any time, where we rely on your consent, without affecting processing carried out before you withdrew it.",
      ],
    },
    {
      heading: "Exercising your rights and complaints",
      paragraphs: [
        "To exercise any of these rights, email hello@flidigital.lk. We may ask you to confirm your identity before acting on your request, and we will respond within the time the Act requires. Some requests may be limited where we must keep data by law, for example billing records.",
        "If you are not satisfied with our response, you may lodge a complaint with the Data Protection Authority of Sri Lanka.",
        "Our services are intended for businesses. You must be at least 13 years old to use them, and we do not knowingly collect personal data from children under 13. If you believe a child has given us personal data, contact us and we will delete it.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. If we make significant changes, we will notify clients by email or through Fli DESK before they take effect.",
        "Fli Digital (Pvt) Ltd, Colombo, Sri Lanka. Email: hello@flidigital.lk. Phone: +94 77 123 4567.",
      ],
    },
  ],
};
