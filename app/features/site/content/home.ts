// The home page's texts are messages now (content/home.server.ts, decision 48); the Fli DESK page still shows the
// portal's figures in English until it is translated.
export const portalStats = [
  { value: "99.9%", label: "Uptime guarantee" },
  { value: "24/7", label: "Support" },
  { value: "10+", label: "Active projects" },
  { value: "50+", label: "Happy clients" },
];
