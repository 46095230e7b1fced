export const partnerBenefits = [
  { title: "Revenue share", text: "Earn a share of every client you refer, for as long as they stay." },
  { title: "White-label delivery", text: "Offer SEO, social media and web development under your own brand." },
  { title: "Priority support", text: "A dedicated partner manager and priority on Fli DESK." },
  { title: "Co-marketing", text: "Joint case studies, webinars and campaigns." },
];

export const partnerTypes = [
  { title: "Agencies", text: "Creative and marketing agencies that want more capacity." },
  { title: "Freelancers", text: "Designers, developers and consultants with clients to serve." },
  { title: "Technology providers", text: "Hosting, software and payment companies serving SMEs." },
  { title: "Business consultants", text: "Advisers who help businesses grow and go digital." },
];
