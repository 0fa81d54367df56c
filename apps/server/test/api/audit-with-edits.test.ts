import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../../src/db/schema";
import type { TestServer } from "./harness";
import {
  coachAccountByDatabase,
  ROUND_THE_CLOCK,
  roundTheClockCoach,
  sessionTypeOf,
} from "./support/coaches";
import { operators } from "./support/operators";
import { closeServerWithMail, startServerWithMail } from "./support/server-with-mail";
import type { SmtpCapture } from "./support/smtp-capture";

let server: TestServer;
let smtp: SmtpCapture;
let headers: Record<string, string>;
const db = () => server.server.app.database.db;

/**
 * The failure is injected in the database itself: a trigger refuses the audit row of any entity
 * listed in `test_audit_refused`. The change and its audit row must then be kept or lost together.
 */
beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
  headers = (await operators(server, smtp).newAdmin()).headers;
  await db().execute(sql`create table test_audit_refused (entity_id text primary key)`);
  await db().execute(sql`create function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_audit_refused where entity_id = new.entity_id) then
        raise exception 'audit refused by the test';
      end if;
      return new;
    end $$`);
  await db().execute(
    sql`create trigger test_refuse_audit before insert on audit_events for each row execute function test_refuse_audit()`,
  );
});
afterAll(() => closeServerWithMail(server, smtp));

const refuseAuditOf = (entityId: string) =>
  db().execute(sql`insert into test_audit_refused values (${entityId})`);
const allowAuditOf = (entityId: string) =>
  db().execute(sql`delete from test_audit_refused where entity_id = ${entityId}`);
const auditRows = (entityId: string) =>
  db().select().from(t.auditEvents).where(eq(t.auditEvents.entityId, entityId));

async function newCoach() {
  const coachId = `test-coach-audit-${randomBytes(4).toString("hex")}`;
  await roundTheClockCoach(server, { id: coachId, name: "Audited Coach", timeZone: "UTC" }, { price: 800 });
  return coachId;
}

describe("a change and its audit row are kept or lost together", () => {
  it("a catalogue save whose audit row fails saves nothing; once the audit works, both are kept", async () => {
    const input = {
      name: `Audited game ${randomUUID().slice(0, 8)}`,
      platform: "PC",
      summary: "Before",
      popularity: 1,
      headerImage: "/img/a.webp",
      gameLogo: "/img/a.webp",
      hexagonThinImage: "/img/a.webp",
    };
    const created = await server.request("/api/admin/catalogue/games", {
      method: "POST",
      headers,
      json: input,
    });
    expect(created.status, created.text).toBe(201);
    const id = created.body.data._id as string;
    const save = () =>
      server.request(`/api/admin/catalogue/games/${id}`, {
        method: "PUT",
        headers,
        json: { ...input, summary: "After", version: 1 },
      });

    await refuseAuditOf(id);
    expect((await save()).status).toBe(500);
    const [row] = await db().select().from(t.games).where(eq(t.games.id, id));
    expect(row).toMatchObject({ summary: "Before", version: 1 });
    expect(await auditRows(id)).toHaveLength(1); // game.created only

    await allowAuditOf(id);
    expect((await save()).status).toBe(200);
    expect((await auditRows(id)).map((audit) => audit.action).sort()).toEqual([
      "game.created",
      "game.updated",
    ]);
  });

  it("a coach's schedule, hours, settings and payouts: nothing changes when their audit row fails", async () => {
    const coachId = await newCoach();
    const coach = await coachAccountByDatabase(server, smtp, coachId);
    await refuseAuditOf(coachId);

    const schedule = await server.request(`/api/admin/coaches/${coachId}/schedule`, {
      method: "PUT",
      headers,
      json: {
        sessionTypes: [
          {
            _id: sessionTypeOf(coachId),
            level: "Pro",
            title: "Changed",
            price: 999,
            durationMinutes: 60,
            topicsCovered: [],
          },
        ],
        weeklyHours: [],
        version: 1,
      },
    });
    expect(schedule.status).toBe(500);
    const hours = await server.request("/api/coach-workspace/hours", {
      method: "PUT",
      headers: coach.auth,
      json: { weeklyHours: [], version: 1 },
    });
    expect(hours.status).toBe(500);
    const settings = await server.request("/api/coach-workspace/settings", {
      method: "PUT",
      headers: coach.auth,
      json: {
        timeZone: "Asia/Kolkata",
        meetingUrl: null,
        minNoticeHours: 2,
        bufferMinutes: 0,
        dailyCap: null,
      },
    });
    expect(settings.status).toBe(500);
    const added = await server.request("/api/coach-workspace/session-types", {
      method: "POST",
      headers: coach.auth,
      json: { level: "Beginner", title: "New", price: 100, durationMinutes: 30, topicsCovered: [] },
    });
    expect(added.status).toBe(500);

    const [row] = await db().select().from(t.coaches).where(eq(t.coaches.id, coachId));
    expect(row).toMatchObject({ timeZone: "UTC", version: 1, scheduleVersion: 1 });
    const types = await db().select().from(t.sessionTypes).where(eq(t.sessionTypes.coachId, coachId));
    expect(types.map((type) => [type.title, type.price])).toEqual([["Audited Coach hour", 800]]);
    const week = await db()
      .select()
      .from(t.coachAvailability)
      .where(eq(t.coachAvailability.coachId, coachId));
    expect(week).toHaveLength(ROUND_THE_CLOCK.length);
    expect(await auditRows(coachId)).toEqual([]);
  });
});
