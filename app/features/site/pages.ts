/** The public pages that exist today: the sitemap and the search action read this list. */
export type PublicPage = {
  path: string;
  title: string;
  description: string;
  changefreq: "weekly" | "monthly" | "yearly";
};

export const publicPages: PublicPage[] = [
  {
    path: "/",
    title: "Your Strategic Social Media, SEO & Web Development Partner",
    description:
      "A Sri Lankan digital agency for social media management, SEO, brand identity design and web development.",
    changefreq: "weekly",
  },
];
