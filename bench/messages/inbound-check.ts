// Nothing lost or doubled, inbound: once the worker has processed every stored event, each MessageSid has
// one provider_event row (processed, no error), one INBOUND_SMS message on its sender's open case and one
// SMS_RECEIVED timeline entry for it.
import type pg from 'pg';
import { round } from '../support/stats.js';
import type { MessagesFixture } from './fixture.js';
import type { InboundSms } from './inbound-webhooks.js';

export interface InboundCheck {
  texts: number;
  eventsStored: number;
  eventsProcessed: number;
  eventsFailed: number;
  /** MessageSids with exactly one INBOUND_SMS message, on the sender's case. */
  threadedOnce: number;
  /** Inbound messages with exactly one SMS_RECEIVED activity. */
  receivedActivitiesOnce: number;
  /** From the first event stored to the last processed, per second. */
  processedPerSecond: number;
  ok: boolean;
}

const POLL_MS = 250;

async function eventCounts(pool: pg.Pool, sids: string[]) {
  const {
    rows: [counts],
  } = await pool.query<{ stored: string; processed: string; failed: string; first: Date; last: Date }>(
    `SELECT count(*) AS stored, count(processed_at) AS processed,
            count(*) FILTER (WHERE error IS NOT NULL) AS failed,
            min(received_at) AS first, max(processed_at) AS last
       FROM provider_event WHERE provider = 'TWILIO_SMS' AND provider_event_id = ANY($1)`,
    [sids],
  );
  return counts;
}

export async function checkInbound(
  pool: pg.Pool,
  fixture: MessagesFixture,
  texts: InboundSms[],
  timeoutMs: number,
): Promise<InboundCheck> {
  const sids = texts.map((text) => text.sid);
  const deadline = Date.now() + timeoutMs;
  let counts = await eventCounts(pool, sids);
  while (Number(counts.processed) + Number(counts.failed) < sids.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    counts = await eventCounts(pool, sids);
  }
  const { rows: threaded } = await pool.query<{ sid: string; case_id: string; id: string }>(
    `SELECT provider_message_id AS sid, case_id, id FROM case_message
      WHERE organization_id = $1 AND type = 'INBOUND_SMS' AND provider_message_id = ANY($2)`,
    [fixture.organizationId, sids],
  );
  const bySid = new Map<string, { case_id: string; id: string }[]>();
  for (const row of threaded) bySid.set(row.sid, [...(bySid.get(row.sid) ?? []), row]);
  const threadedOnce = texts.filter((text) => {
    const rows = bySid.get(text.sid) ?? [];
    return rows.length === 1 && rows[0].case_id === text.employee.caseId;
  }).length;
  const {
    rows: [activities],
  } = await pool.query<{ once: string }>(
    `SELECT count(*) AS once FROM (
       SELECT payload->>'messageId' FROM case_activity
        WHERE organization_id = $1 AND type = 'SMS_RECEIVED' AND payload->>'messageId' = ANY($2::text[])
        GROUP BY 1 HAVING count(*) = 1) AS received`,
    [fixture.organizationId, threaded.map((row) => row.id)],
  );
  const seconds = counts.first && counts.last ? (counts.last.getTime() - counts.first.getTime()) / 1000 : NaN;
  const check = {
    texts: sids.length,
    eventsStored: Number(counts.stored),
    eventsProcessed: Number(counts.processed),
    eventsFailed: Number(counts.failed),
    threadedOnce,
    receivedActivitiesOnce: Number(activities.once),
    processedPerSecond: round(Number(counts.processed) / seconds, 0),
  };
  return {
    ...check,
    ok:
      check.eventsStored === sids.length &&
      check.eventsProcessed === sids.length &&
      check.eventsFailed === 0 &&
      threadedOnce === sids.length &&
      check.receivedActivitiesOnce === sids.length,
  };
}
