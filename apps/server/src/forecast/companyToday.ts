/** Today for a company (the date in France): one rule, in the domain, for the server and the browser. */
export { companyToday } from "@trezo/domain";
