import { BarChart3, Bot, ShieldCheck, Users } from "lucide-react";

export const heroHeadline = "Your Strategic Social Media, SEO & Web Development Partner";

export const aboutPoints = [
  {
    title: "Proven Expertise",
    text: "Years of campaigns, rankings and launches for Sri Lankan and international brands, measured in real results.",
  },
  {
    title: "Strategic Approach",
    text: "Every post, keyword and page starts from your business goals, your audience and what the data says.",
  },
  {
    title: "Outstanding Performance",
    text: "Fast websites, growing audiences and search visibility you can see in your monthly reports.",
  },
];

export const serviceCards = [
  {
    title: "Advanced SEO",
    text: "Be found by the customers already searching for you.",
    features: [
      "Keyword research and strategy",
      "On-page and technical SEO",
      "Content that ranks",
      "Monthly ranking reports",
    ],
  },
  {
    title: "Brand Identity Design",
    text: "A brand people remember and trust.",
    features: [
      "Logo and visual identity",
      "Colour and typography system",
      "Brand guidelines",
      "Social media templates",
    ],
  },
  {
    title: "Professional Web Design",
    text: "Websites that load instantly and convert visitors.",
    features: [
      "Mobile-first responsive design",
      "Fast, secure hosting",
      "Online payments and bookings",
      "Updates and support",
    ],
  },
];

export const portalStats = [
  { value: "99.9%", label: "Uptime guarantee" },
  { value: "24/7", label: "Support" },
  { value: "10+", label: "Active projects" },
  { value: "50+", label: "Happy clients" },
];

export const portalFeatures = [
  {
    icon: BarChart3,
    title: "Real-time analytics",
    text: "Progress, updates and reports appear the moment your team posts them.",
  },
  {
    icon: Users,
    title: "Multi-role management",
    text: "One portal for client, freelancer and admin, each with the view and tools their role needs.",
  },
  {
    icon: ShieldCheck,
    title: "Enterprise security",
    text: "Role-based access control: every person sees exactly the projects they work on, nothing more.",
  },
  {
    icon: Bot,
    title: "AI-powered insights",
    text: "Ask about your projects and get guidance drawn from your own data.",
  },
];

export const onboardingSteps = [
  { title: "Tell us about your business", text: "A short onboarding tells us your goals, platforms and audience." },
  { title: "Meet your team", text: "A strategist and specialists are assigned to your projects in Fli DESK." },
  { title: "Watch it grow", text: "Follow every update, screenshot and report in real time." },
];
