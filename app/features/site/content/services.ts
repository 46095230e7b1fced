/** The /services page (docs/product.md, Public site). */
export const serviceBlocks = [
  {
    id: "seo",
    title: "Advanced SEO",
    text: "Search engine optimisation that brings qualified visitors, month after month.",
    features: [
      "Keyword research and competitor analysis",
      "On-page optimisation of titles, content and structure",
      "Technical SEO: speed, indexing, structured data",
      "Local SEO and Google Business Profile",
      "Content strategy and SEO articles",
      "Monthly ranking and traffic reports",
    ],
    price: "From $115/month",
  },
  {
    id: "brand",
    title: "Brand Identity Design",
    text: "A distinctive identity that makes your business recognisable everywhere it appears.",
    features: [
      "Brand strategy and positioning",
      "Logo design and variations",
      "Colour palette and typography",
      "Brand guidelines document",
      "Stationery and social media templates",
      "Packaging and signage design",
    ],
    price: "From $5,000/project",
  },
  {
    id: "web",
    title: "Professional Web Development",
    text: "Fast, secure websites and web apps built to turn visitors into customers.",
    features: [
      "Custom responsive design",
      "E-commerce, bookings and PayHere payments",
      "Content management you can use",
      "Performance and accessibility built in",
      "Hosting, backups and security updates",
      "Analytics and conversion tracking",
    ],
    price: "From $1500/project",
    note: "Plus $100/month for services and updates on every website.",
  },
];
