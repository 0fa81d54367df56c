import { expect, it, vi } from "vitest";

// The first Intl formatter a page builds loads its locale's data (≈ 20–35 ms on a desktop CPU, one
// long task on a phone), and every page evaluates the contract's messages and constants while it
// starts: building them must format nothing through Intl.
it("evaluates the whole contract without building an Intl formatter", async () => {
  const numberToLocale = vi.spyOn(Number.prototype, "toLocaleString");
  const dateToLocale = vi.spyOn(Date.prototype, "toLocaleString");
  const numberFormat = vi.spyOn(Intl, "NumberFormat");
  const dateTimeFormat = vi.spyOn(Intl, "DateTimeFormat");
  vi.resetModules();
  const contract = await import("../src/index");
  expect(contract.messages.contact.messageTooLong).toBe("The message must be at most 5,000 characters");
  expect(contract.messages.contact.replyTooLong).toBe("The answer must be at most 10,000 characters");
  expect(numberToLocale).not.toHaveBeenCalled();
  expect(dateToLocale).not.toHaveBeenCalled();
  expect(numberFormat).not.toHaveBeenCalled();
  expect(dateTimeFormat).not.toHaveBeenCalled();
  for (const spy of [numberToLocale, dateToLocale, numberFormat, dateTimeFormat]) spy.mockRestore();
});
