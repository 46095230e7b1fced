import type { LegalDocument } from "./types";

export const cookiePolicy: LegalDocument = {
  title: "Cookie Policy",
  lastUpdated: "2025-01-07",
  summary:
    "Fli Digital uses only the cookies and browser storage that are strictly necessary for our website, onboarding and the Fli DESK client portal to work. We do not use advertising cookies or tracking pixels, and any web analytics we enable is privacy-friendly and sets no cookies.",
  sections: [
    {
      heading: "What cookies and local storage are",
      paragraphs: [
        "Cookies are small text files that a website stores in your browser so that it can recognise your browser on later requests, for example to keep you signed in. Local storage is a similar feature that lets a website keep information on your device; unlike cookies, it is not sent to our servers automatically with each request.",
        "This policy explains which cookies and local storage entries Fli Digital (Pvt) Ltd uses on our website and in Fli DESK, and why. It should be read together with our Privacy Policy.",
      ],
    },
    {
      heading: "Cookies we use",
      paragraphs: [
        "We use only strictly necessary cookies. They are needed for features you ask for, such as signing in, and cannot be switched off without breaking those features, so we do not ask for your consent before setting them.",
      ],
      list: [
        "Fli DESK session cookie: set when you sign in to Fli DESK to keep you signed in. It contains a random token; we store only a SHA-256 hash of that token. The cookie is httpOnly, so scripts on the page cannot read it, and SameSite=Lax, which helps protect against cross-site request forgery. It lasts up to 7 days and the session ends after 7 days of inactivity or when you sign out.",
        "Sidebar state cookie: remembers whether you have expanded or collapsed the sidebar in Fli DESK, so the layout stays as you left it. It contains no personal data and lasts 7 days.",
        "Onboarding draft cookie: set when the onboarding wizard saves your answers, so that only your browser can change the draft saved for your work email. It contains a random key; we store only a SHA-256 hash of it. The cookie is httpOnly and SameSite=Lax, and lasts 3 days from your last change.",
      ],
    },
    {
      heading: "Local storage we use",
      paragraphs: [
        "When you sign up for a plan, our onboarding uses your browser's local storage so that you do not lose your progress if you reload the page or come back later:",
      ],
      list: [
        "selectedPlan: the plan you chose on our pricing page.",
        "Wizard progress: the step you have reached and the answers you have entered in the onboarding wizard. Your password is never stored in your browser.",
      ],
    },
    {
      heading: "Analytics",
      paragraphs: [
        "We may enable a privacy-friendly web analytics script to understand, in aggregate, how many people visit our pages and which pages are most useful. If it is enabled, it sets no cookies, does not use local storage to identify you, does not track you across other websites and does not build a profile of you. If it is not enabled, no analytics script is loaded at all.",
      ],
    },
    {
      heading: "What we do not use",
      paragraphs: [
        "We do not use advertising cookies, retargeting or tracking pixels, or third-party cookies from social media platforms or advertising networks, and we do not sell any information collected through cookies or local storage. Payments are made on PayHere's own payment page, which is governed by PayHere's own cookie and privacy policies.",
      ],
    },
    {
      heading: "How to manage and clear cookies",
      paragraphs: [
        "You can view and delete cookies and local storage at any time through your browser settings, usually under Privacy or Site settings, and you can set your browser to block cookies. Signing out of Fli DESK ends your session. Clearing site data for our website removes the selected plan and your onboarding progress from your browser.",
        "If you block or delete the strictly necessary cookies, you will not be able to stay signed in to Fli DESK, and if you clear local storage during onboarding, you may need to choose your plan and enter your answers again.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "If we change the cookies or storage we use, we will update this policy and the date at the top of this page. If you have any questions, contact Fli Digital (Pvt) Ltd at hello@flidigital.lk or on +94 77 123 4567.",
      ],
    },
  ],
};
