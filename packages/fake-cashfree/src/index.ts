export { CASHFREE_JS_STUB } from "./checkout-page";

export type {
  FakeCashfree,
  FakeCashfreeOptions,
} from "./fake";
export { startFakeCashfree } from "./server";
