import { billingTerms } from "~/features/plans";

export const pricingFaq = [
  {
    question: "Are there any setup fees?",
    answer: "No. There is no setup fee on any plan; you pay only the monthly price.",
  },
  {
    question: "How does billing work?",
    answer:
      "Plans are billed monthly through PayHere and renew automatically until you cancel. Annual billing saves 10%.",
  },
  {
    question: "Can I cancel at any time?",
    answer: `Yes. Cancellation needs ${billingTerms.cancellationNoticeDays} days' notice, and you keep access until the end of the paid period.`,
  },
  {
    question: "Do you offer a money-back guarantee?",
    answer: `Yes. New clients get a ${billingTerms.moneyBackDays}-day money-back guarantee.`,
  },
  {
    question: "Can I combine social media and SEO?",
    answer: `Yes. Bundle a social media plan with an SEO plan on a ${billingTerms.bundleCommitmentMonths}-month commitment and save ${billingTerms.bundleDiscountPercent}%.`,
  },
  {
    question: "Is the ad budget included in the price?",
    answer:
      "No. Growth and Scale include managing ads with a budget of up to LKR 50k and LKR 100k a month; the ad spend itself is paid to the platform.",
  },
  {
    question: "Which platforms do you manage?",
    answer: "Instagram, Facebook, LinkedIn, TikTok and X (Twitter). Launch covers 2, Growth 4 and Scale all 5.",
  },
  {
    question: "How soon will I see SEO results?",
    answer: "Most clients see movement in rankings within 6 to 12 weeks and steady growth after 3 to 6 months.",
  },
  {
    question: "Can I pay in US dollars?",
    answer: "Yes. Prices are set in LKR; at checkout you can pay in LKR or USD.",
  },
];
