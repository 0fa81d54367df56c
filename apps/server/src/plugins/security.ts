import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/** Cashfree.js and its checkout frames (shared/CASHFREE.md); nothing else outside our origin. */
const CASHFREE = {
  script: ["https://sdk.cashfree.com"],
  frame: [
    "https://sdk.cashfree.com",
    "https://api.cashfree.com",
    "https://sandbox.cashfree.com",
    "https://payments.cashfree.com",
    "https://payments-test.cashfree.com",
  ],
  connect: ["https://api.cashfree.com", "https://sandbox.cashfree.com"],
};

export const securityPlugin = fp<{ httpsOnly: boolean }>(async (app, options) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...CASHFREE.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...CASHFREE.connect],
        frameSrc: CASHFREE.frame,
        formAction: ["'self'", ...CASHFREE.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(options.httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
