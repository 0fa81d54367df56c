import { EmailSchema, messages } from "@clutch/contract";
import { AppError, badRequest } from "../../lib/errors";
import type { MailingListRepository } from "./repository";

const notSubscribed = () => new AppError(404, "NOT_SUBSCRIBED", messages.mailingList.notSubscribed);

export function createMailingListService({ repository }: { repository: MailingListRepository }) {
  return {
    /** Subscribing twice is fine; answers whether the address is new to the list. */
    subscribe: (email: string) => repository.add(email),

    async unsubscribe(email: string) {
      if (!(await repository.remove(email))) throw notSubscribed();
    },

    /** The unsubscribe link of an e-mail: its `email` query is checked here, with its own messages. */
    async unsubscribeLink(rawEmail: string | undefined) {
      const raw = rawEmail?.trim();
      if (!raw) throw new AppError(400, "EMAIL_REQUIRED", messages.mailingList.noEmailProvided);
      const parsed = EmailSchema.safeParse(raw);
      if (!parsed.success) {
        throw badRequest(messages.validation.emailInvalid, [
          { path: "email", message: messages.validation.emailInvalid },
        ]);
      }
      await this.unsubscribe(parsed.data);
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
