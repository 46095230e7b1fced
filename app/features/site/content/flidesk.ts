import { BarChart3, Bell, Bot, FileImage, LayoutDashboard, ShieldCheck, Smartphone, Users } from "lucide-react";

// The icons of the Fli DESK page's features, in the order of their texts (content/flidesk.server.ts).
export const deskFeatureIcons = [LayoutDashboard, BarChart3, Bell, FileImage, Bot, ShieldCheck, Users, Smartphone];
