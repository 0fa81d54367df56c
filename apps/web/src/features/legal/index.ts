export { ContactPage } from "./components/ContactPage";
export { DealDiscountPage } from "./components/DealDiscountPage";
export { PrivacyPolicyPage } from "./components/PrivacyPolicyPage";
export { RefundPolicyPage } from "./components/RefundPolicyPage";
export { TermsPage } from "./components/TermsPage";
