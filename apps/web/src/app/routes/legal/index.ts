/**
 * The legal documents, the contact page and the deals page: small pages with no data, loaded
 * together in one lazy chunk (one entry in the router's list of chunks, which the start-up code
 * carries).
 */
export { ContactRoute } from "./contact";
export { DealDiscountRoute } from "./deal-discount";
export { PrivacyPolicyRoute } from "./privacy-policy";
export { RefundPolicyRoute } from "./refund-policy";
export { TermsRoute } from "./terms";
