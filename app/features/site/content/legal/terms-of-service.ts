import type { LegalDocument } from "./types";

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  lastUpdated: "2025-01-07",
  summary:
    "These terms govern your use of the Fli Digital website and the services provided by Fli Digital (Pvt) Ltd, including our monthly social media and SEO plans and our brand identity and web development projects. They cover pricing, billing through PayHere, cancellation, our money-back guarantee, intellectual property and the limits of our liability. Please read them carefully before you sign up.",
  sections: [
    {
      heading: "About these terms",
      paragraphs: [
        "These Terms of Service form an agreement between you and Fli Digital (Pvt) Ltd, a company based in Colombo, Sri Lanka (Fli Digital, we or us). They apply when you use our website, subscribe to one of our plans, commission a project from us or use the Fli DESK client portal.",
        "By subscribing to a plan, accepting a quote or using our website or services, you agree to these terms. If you are accepting them on behalf of a business, you confirm that you are authorised to bind that business, and references to you include that business.",
        "Use of Fli DESK is also subject to the Fli DESK Terms and Conditions, and our handling of personal data is described in our Privacy Policy. Where a written proposal or quote we have agreed with you conflicts with these terms, the proposal or quote applies to the matter it covers.",
      ],
    },
    {
      heading: "Eligibility",
      paragraphs: [
        "You must be at least 13 years old to use our website or services. If you are under the age of legal capacity to enter a contract in Sri Lanka, a parent, guardian or authorised business representative must agree to these terms and subscribe on your behalf.",
        "You must give us accurate and complete information when you contact us, sign up or pay, and keep it up to date.",
      ],
    },
    {
      heading: "Our services",
      paragraphs: [
        "We provide social media management, search engine optimisation (SEO), brand identity design and web development. Social media management and SEO are offered as monthly subscription plans. Brand identity and web development projects are quoted individually; the quote sets out the scope, deliverables, price, timeline and payment schedule.",
        "The exact work included in each plan is described on our pricing page and confirmed during onboarding. We will carry out the services with reasonable skill and care and in line with good industry practice. Work outside the scope of your plan or quote is not included and will be quoted separately before we start it.",
      ],
    },
    {
      heading: "Plans and prices",
      paragraphs: ["Our monthly plans and prices, in Sri Lankan rupees (LKR), are:"],
      list: [
        "Social Media - Launch: LKR 30,000 per month",
        "Social Media - Growth: LKR 50,000 per month",
        "Social Media - Scale: LKR 80,000 per month",
        "SEO - Essential: LKR 35,000 per month",
        "SEO - Accelerate: LKR 55,000 per month",
        "SEO - Dominate: LKR 90,000 per month",
      ],
    },
    {
      heading: "Setup fees, discounts and other costs",
      paragraphs: [
        "There is no setup fee for any of our plans.",
        "If you choose annual billing, you save 10% compared with paying monthly for 12 months. If you combine a social media plan with an SEO plan on a 12-month commitment, you receive 10% off the bundle. The terms of any commitment period, including what happens if it ends early, are confirmed in writing before you start.",
        "Any applicable taxes are shown before you pay. Costs charged by third parties, such as advertising budgets paid to social media platforms or search engines, domain names, hosting or paid software, are not included in plan prices unless your plan or quote says otherwise.",
      ],
    },
    {
      heading: "Billing and payment",
      paragraphs: [
        "Plans are billed monthly in advance, starting on the day you subscribe, and renew automatically every month until you cancel them as described in these terms. Annual billing is charged once a year in advance.",
        "Payments are processed by PayHere. You enter your payment details on PayHere's secure payment page; they never reach us and we do not store them. By subscribing, you authorise PayHere to charge your chosen payment method for each billing period until your plan is cancelled.",
        "If a payment fails, we will let you know and may ask you to update your payment method. If payment is still not received, we may pause the services until the outstanding amount is paid.",
      ],
    },
    {
      heading: "Price changes",
      paragraphs: [
        "We may change our prices from time to time. We will give you at least 30 days' notice by email before any price change applies to your plan. If you do not wish to continue at the new price, you may cancel your plan before the change takes effect by giving notice as described below.",
      ],
    },
    {
      heading: "Cancellation and money-back guarantee",
      paragraphs: [
        "You may cancel your plan at any time by giving us 30 days' notice by email to hello@flidigital.lk. We will continue to provide the services during the notice period, and the payments falling within it remain due. Once the notice period ends, your recurring billing stops and no further charges are made. If you are billed annually, give notice at least 30 days before your renewal date; your plan then ends at the close of the year you have paid for.",
        "If you are a new client, our 30-day money-back guarantee applies: if you are not satisfied and tell us within 30 days of your first payment, we will refund that payment in full, your plan ends straight away and no further payments are taken. The guarantee applies once per client and does not cover third-party costs already incurred on your behalf.",
        "We may suspend or end the services with notice if you seriously or repeatedly breach these terms, fail to pay amounts that are due, or use our services unlawfully.",
      ],
    },
    {
      heading: "Your responsibilities",
      paragraphs: ["To allow us to deliver the services, you agree to:"],
      list: [
        "give us timely access to the accounts, materials and information we reasonably need, such as social media accounts, website access and brand assets;",
        "review and approve our work within a reasonable time;",
        "make sure that any content, logos, images or other material you give us is lawful and that you have the right to let us use it;",
        "comply with the rules of the platforms on which we publish content for you;",
        "keep your Fli DESK ID and password confidential.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        "You keep ownership of the material you give us. You grant us a licence to use it only to provide the services to you.",
        "Once you have paid in full for the relevant work, the final deliverables we create specifically for you, such as logos, brand assets, website designs and published content, belong to you. We keep ownership of our pre-existing tools, templates, methods and know-how, and of drafts and concepts you did not select, and grant you a licence to use any of them that form part of your deliverables.",
        "Unless you ask us not to, we may mention you as a client and show the work we did for you in our portfolio and case studies, without disclosing confidential information.",
      ],
    },
    {
      heading: "Confidentiality",
      paragraphs: [
        "Each of us will keep confidential the other's non-public business information and use it only for the purposes of our work together. This does not apply to information that is or becomes public through no fault of the receiving party, or that must be disclosed by law. Our freelancers are bound by the same obligations.",
      ],
    },
    {
      heading: "Results and third-party platforms",
      paragraphs: [
        "Marketing results depend on many factors outside our control, including search engine and social media algorithms, competition and market conditions. We do not guarantee any particular traffic, rankings, followers, leads or conversions. The services run on third-party platforms such as Google, Meta, TikTok, LinkedIn and X, which may change their rules or algorithms at any time; we are not responsible for those changes. Our Disclaimer explains this in more detail.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "Our total liability to you for all claims arising out of or in connection with our website, services or these terms, whether in contract, delict (tort), negligence or otherwise, is limited to the total fees you paid us in the 12 months before the event giving rise to the claim.",
        "We are not liable for any indirect or consequential loss, or for loss of profits, revenue, business, goodwill or data, or for losses caused by third-party platforms, payment providers or events beyond our reasonable control.",
        "Nothing in these terms excludes or limits any liability that cannot be excluded or limited under the laws of Sri Lanka, including liability for fraud.",
      ],
    },
    {
      heading: "Governing law, changes and contact",
      paragraphs: [
        "These terms are governed by the laws of the Democratic Socialist Republic of Sri Lanka, and the courts of Sri Lanka have jurisdiction over any dispute arising from them. We encourage you to contact us first so that we can try to resolve any concern informally.",
        "We may update these terms from time to time. The date at the top of this page shows when they were last updated. We will notify clients of significant changes by email at least 30 days before they take effect.",
        "Questions about these terms can be sent to Fli Digital (Pvt) Ltd, Colombo, Sri Lanka, at hello@flidigital.lk or on +94 77 123 4567.",
      ],
    },
  ],
};
