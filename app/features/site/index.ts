// What other features may use of the site: the agency's name and addresses, its mark, the policy page layout.
export { BrandMark } from "./components/brand-mark";
export { LegalPage } from "./components/legal-page";
export { siteConfig } from "./config";
