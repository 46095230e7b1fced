import { siteConfig } from "../config";

export const perks = [
  { title: "Remote-first", text: "Work from anywhere in Sri Lanka, with an office in Colombo when you want one." },
  { title: "Flexible hours", text: "Plan your own week around agreed milestones." },
  { title: "Paid on time", text: "Clear rates and payment on every delivered milestone." },
  { title: "Grow with us", text: "Training budget and mentoring from senior specialists." },
  { title: "Real clients", text: "Work on brands people know, with results you can show." },
  { title: "Modern tools", text: "Fli DESK, Figma, GitHub and the tools you need, provided." },
];

export type JobPosition = {
  id: string;
  title: string;
  type: string;
  location: string;
  experience: string;
  salary: string;
  status: "open" | "closed";
  urgent: boolean;
  datePosted: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  skills: string[];
};

export const positions: JobPosition[] = [
  {
    id: "freelance-web-developer",
    title: "Freelance Web Developer",
    type: "Freelance",
    location: "Remote (Sri Lanka)",
    experience: "2+ years",
    salary: "LKR 150,000 - 300,000 per project",
    status: "open",
    urgent: true,
    datePosted: "2026-11-01",
    description:
      "Build fast, accessible websites and web apps for our clients, from landing pages to booking and e-commerce sites, working with our designers and strategists through Fli DESK.",
    requirements: [
      "2+ years building production websites",
      "Strong HTML, CSS and modern JavaScript or TypeScript",
      "Experience with React or a similar framework",
      "A portfolio of live sites you built",
      "Good written English",
    ],
    responsibilities: [
      "Turn designs into responsive, accessible pages",
      "Integrate payments, forms and content management",
      "Post progress updates and screenshots in Fli DESK",
      "Keep sites fast, secure and up to date",
    ],
    benefits: ["Flexible hours", "Paid per milestone", "Steady flow of projects", "Mentoring and training budget"],
    skills: ["React", "TypeScript", "Tailwind CSS", "Node.js", "SEO basics", "Git"],
  },
];

const mailto = (subject: string) => `mailto:${siteConfig.careersEmail}?subject=${encodeURIComponent(subject)}`;

export const applyLink = (position: JobPosition) => mailto(`Application for ${position.title}`);
export const generalApplicationLink = mailto("General Application");
