import { EmailSchema, messages } from "@clutch/contract";
import { toCsv } from "../../lib/csv";
import { AppError, badRequest } from "../../lib/errors";
import type { AuditActor, AuditEntry } from "../admin/service";
import type { MailingListRepository } from "./repository";

const notSubscribed = () => new AppError(404, "NOT_SUBSCRIBED", messages.mailingList.notSubscribed);

type Query = { q?: string; page: number; limit: number };

const onWire = (row: { email: string; subscribedAt: Date }) => ({
  email: row.email,
  subscribedAt: row.subscribedAt.toISOString(),
});

export function createMailingListService({
  repository,
  recordAudit,
}: {
  repository: MailingListRepository;
  recordAudit: (entry: AuditEntry) => Promise<unknown>;
}) {
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

    /** The console's list of subscribers. */
    async list(query: Query) {
      const { rows, total } = await repository.page(query);
      return { data: rows.map(onWire), meta: { total, page: query.page, limit: query.limit } };
    },

    /** Every matching subscriber as CSV; the export of personal data is recorded in the audit trail. */
    async exportCsv(actor: AuditActor, q?: string) {
      const rows = await repository.all(q);
      await recordAudit({
        actor,
        action: "subscribers.exported",
        entityType: "subscribers",
        after: { search: q ?? null, count: rows.length },
      });
      return toCsv(
        [
          { header: "email", value: (row: (typeof rows)[number]) => row.email },
          { header: "subscribed_at", value: (row) => row.subscribedAt },
        ],
        rows,
      );
    },
  };
}

export type MailingListService = ReturnType<typeof createMailingListService>;
