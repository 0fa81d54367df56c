import type { OrderEntity } from "./entities";

/** The hosted checkout that browser tests pay on, and the Cashfree.js stand-in that sends them there. */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Cashfree checkout</title>
</head>
<body>
<main>
<h1>Fake Cashfree checkout</h1>
${body}
</main>
</body>
</html>
`;
}

export function checkoutPage(order: OrderEntity): string {
  const amount = new Intl.NumberFormat("en-IN", { style: "currency", currency: order.order_currency }).format(
    order.order_amount,
  );
  const summary = `<p>Order <strong>${escapeHtml(order.order_id)}</strong></p>
<p>Amount <strong>${escapeHtml(amount)}</strong></p>`;
  if (order.order_status !== "ACTIVE") {
    return page(`${summary}\n<p role="status">This order is ${order.order_status} and cannot be paid.</p>`);
  }
  const action = `/checkout/${encodeURIComponent(order.payment_session_id)}/pay`;
  return page(`${summary}
<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="outcome" value="SUCCESS">Pay</button>
<button type="submit" name="outcome" value="FAILED">Fail</button>
</form>`);
}

export function messagePage(message: string): string {
  return page(`<p role="status">${escapeHtml(message)}</p>`);
}

/**
 * A script to serve in place of https://sdk.cashfree.com/js/v3/cashfree.js (e.g. with Playwright's
 * `page.route`). `Cashfree({mode}).checkout({paymentSessionId})` opens the fake's checkout page in the
 * same tab, as `redirectTarget: "_self"` does with Cashfree. `fakeUrl` is the fake's `url` or `origin`.
 */
export function CASHFREE_JS_STUB(fakeUrl: string): string {
  return `(() => {
  const fakeUrl = ${JSON.stringify(fakeUrl)};
  window.Cashfree = function Cashfree(options) {
    const mode = options && options.mode;
    if (mode !== "sandbox" && mode !== "production") {
      throw new Error('Cashfree: mode must be "sandbox" or "production", got ' + JSON.stringify(mode));
    }
    return {
      checkout({ paymentSessionId, redirectTarget } = {}) {
        if (typeof paymentSessionId !== "string" || paymentSessionId === "") {
          return Promise.resolve({ error: { message: "paymentSessionId is required" } });
        }
        if (redirectTarget !== undefined && redirectTarget !== "_self") {
          return Promise.resolve({ error: { message: "the fake Cashfree supports only redirectTarget _self" } });
        }
        location.assign(new URL("/checkout/" + encodeURIComponent(paymentSessionId), fakeUrl).href);
        return Promise.resolve({});
      },
    };
  };
})();
`;
}
