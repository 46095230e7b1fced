// What other features may use of the site: the agency's name and addresses.
export { siteConfig } from "./config";
