/** docs/product.md#accounts: several auth steps end by reloading the page, so every part of it sees the new session. */
export function reloadPage(): void {
  window.location.reload();
}
