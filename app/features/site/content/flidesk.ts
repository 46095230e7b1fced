import { BarChart3, Bell, Bot, FileImage, LayoutDashboard, ShieldCheck, Smartphone, Users } from "lucide-react";

export const deskFeatures = [
  {
    icon: LayoutDashboard,
    title: "Dashboard for every role",
    text: "Clients follow their projects, freelancers update theirs, admins run the whole agency from one place.",
  },
  {
    icon: BarChart3,
    title: "Analytics & Reports",
    text: "Page views, visitors, bounce rate and top pages for your completed projects, as charts.",
  },
  {
    icon: Bell,
    title: "Live updates",
    text: "Progress and updates appear on your screen the moment they are posted, no reload.",
  },
  { icon: FileImage, title: "Screenshots of the work", text: "See what is being built with every progress update." },
  {
    icon: Bot,
    title: "AI insights",
    text: "Ask about deadlines, pace and risks; answers are drawn from your own projects.",
  },
  {
    icon: ShieldCheck,
    title: "Role-based security",
    text: "Every page and action checks who you are and what you may see.",
  },
  {
    icon: Users,
    title: "Team management",
    text: "Admins add users, assign freelancers and invite people with one link.",
  },
  { icon: Smartphone, title: "Installable app", text: "Install Fli DESK on your phone or desktop like a native app." },
];
