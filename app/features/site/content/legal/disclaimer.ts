import type { LegalDocument } from "./types";

export const disclaimer: LegalDocument = {
  title: "Disclaimer",
  lastUpdated: "2025-01-07",
  summary:
    "The information on the Fli Digital website is provided in good faith for general information only. Digital marketing results are never guaranteed, the figures in our case studies describe what specific clients achieved in the past, and nothing on this site is legal, financial or other professional advice.",
  sections: [
    {
      heading: "General information",
      paragraphs: [
        "The content on this website, including our service descriptions, pricing and case studies, is published by Fli Digital (Pvt) Ltd for general information about our services. We take care to keep it accurate and up to date, but we make no warranty that it is complete, current or suitable for your particular situation. The terms that apply to our services are set out in our Terms of Service and in any written proposal or quote we agree with you.",
      ],
    },
    {
      heading: "No guarantee of results",
      paragraphs: [
        "We work to improve your online presence with reasonable skill and care, but the results of social media management, search engine optimisation, brand identity design and web development depend on many factors outside our control, including your market, your competitors, your budget, your products and the behaviour of the platforms we work on.",
        "We therefore do not guarantee any specific outcome, including website traffic, search engine rankings, followers, engagement, leads, sales or conversions, or that results will be achieved within a particular time.",
      ],
    },
    {
      heading: "Case studies and testimonials",
      paragraphs: [
        "The figures in our case studies and testimonials, such as increases in traffic, rankings, engagement or revenue, are the past results of specific clients, achieved in their particular circumstances and at a particular time. They are shared to illustrate our work and are not a promise or prediction of the results you will achieve.",
      ],
    },
    {
      heading: "Third-party platforms",
      paragraphs: [
        "Much of our work relies on platforms operated by other companies, including Google, Meta (Facebook and Instagram), TikTok, LinkedIn and X. These platforms can change their algorithms, policies, features and advertising rules at any time and without notice, which may affect the reach, ranking or performance of your content and campaigns. We are not responsible for such changes or for the platforms' decisions, such as the suspension of an account, but we will work with you to adapt your strategy when they happen.",
      ],
    },
    {
      heading: "External links",
      paragraphs: [
        "Our website may link to websites and services run by third parties, for example social media platforms, tools we mention or our payment provider, PayHere. We provide these links for convenience only. We do not control those websites and are not responsible for their content, availability, security or privacy practices; a link does not mean that we endorse them. Please read their own terms and policies before using them.",
      ],
    },
    {
      heading: "No professional advice",
      paragraphs: [
        "Nothing on this website is legal, financial, tax, accounting or other professional advice. Any information about subjects such as data protection, advertising rules or business performance is general in nature. You should seek advice from a suitably qualified professional before making decisions based on it.",
      ],
    },
    {
      heading: "Limitation and contact",
      paragraphs: [
        "To the extent permitted by Sri Lankan law, Fli Digital (Pvt) Ltd is not liable for any loss arising from reliance on the general information on this website. Our liability for the services we provide to clients is governed by our Terms of Service.",
        "If you have a question about this disclaimer or notice anything on our website that appears inaccurate, contact us at hello@flidigital.lk or on +94 77 123 4567.",
      ],
    },
  ],
};
