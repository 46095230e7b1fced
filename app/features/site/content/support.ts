import { siteConfig } from "../config";

export const supportChannels = [
  {
    title: "Live Chat",
    detail: "24/7",
    text: "Chat with our team on WhatsApp at any hour.",
    action: { label: "Start Chat", href: `https://wa.me/${siteConfig.phone.replace(/\D/g, "")}`, external: true },
  },
  {
    title: "Email Support",
    detail: "Response within 4 hours",
    text: `Write to ${siteConfig.email} with your Fli DESK ID.`,
    action: { label: "Send Email", href: `mailto:${siteConfig.email}`, external: false },
  },
  {
    title: "Phone Support",
    detail: "Mon-Fri 9 AM-6 PM",
    text: `Call ${siteConfig.phone} during office hours (Sri Lanka time).`,
    action: { label: "Call Us", href: `tel:${siteConfig.phone.replace(/\s/g, "")}`, external: false },
  },
];

export const supportStats = [
  { value: "< 1 hour", label: "Critical issues" },
  { value: "< 4 hours", label: "General support" },
  { value: "24/7", label: "Live chat" },
  { value: "98%", label: "Satisfaction" },
];

export const supportFaq = [
  {
    question: "How do I find my Fli DESK ID?",
    answer:
      "Your Fli DESK ID (FLD- followed by five letters or digits) is shown after payment and sent to your email. Enter it in the validator on this page to check your account.",
  },
  {
    question: "How quickly will you respond?",
    answer: "Critical issues within 1 hour, general support within 4 hours. Live chat is open 24/7.",
  },
  {
    question: "How do I follow my project's progress?",
    answer:
      "Sign in to Fli DESK with your ID and password to see progress, updates, screenshots and reports in real time.",
  },
  {
    question: "Can I change or cancel my plan?",
    answer: "Yes. Plans can be changed at any time; cancellation needs 30 days' notice.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "Visa, Mastercard and American Express through PayHere, our secure payment partner. We never see your card details.",
  },
  {
    question: "Is my data secure?",
    answer:
      "Yes. Role-based access means each person sees only their own projects, passwords are stored only as secure hashes, and all traffic is encrypted.",
  },
];
