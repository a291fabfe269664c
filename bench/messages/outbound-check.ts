// Nothing lost or doubled, outbound: every measured message row ends sent (…_SENT type, one attempt, the
// provider's id kept) with exactly one SENT timeline entry, and each fake saw each message exactly once.
import type pg from 'pg';
import type { OutboundRun } from './outbound-rounds.js';
import type { ProviderFakes } from './provider-fakes.js';

export interface OutboundCheck {
  /** Product rows in OUTBOUND_EMAIL / OUTBOUND_SMS with a provider message id. */
  rowsSent: number;
  /** Product rows sent after more than one attempt (a retry: still once at the provider, but worth a look). */
  rowsRetried: number;
  /** Product messages with exactly one SENT activity. */
  sentActivitiesOnce: number;
  /** Product messages the fakes saw exactly once (e-mail by message id, text by its marked body). */
  productSeenOnce: number;
  /** Baseline sends the fakes saw exactly once. */
  baselineSeenOnce: number;
  /** Everything the fakes received beyond one per measured or warm-up message. */
  extraAtFakes: number;
  ok: boolean;
}

export async function checkOutbound(
  pool: pg.Pool,
  organizationId: string,
  run: OutboundRun,
  fakes: ProviderFakes,
  warmupSends: number,
): Promise<OutboundCheck> {
  const ids = run.productMessages.map((message) => message.id);
  const {
    rows: [rows],
  } = await pool.query<{ sent: string; retried: string }>(
    `SELECT count(*) FILTER (WHERE type IN ('OUTBOUND_EMAIL', 'OUTBOUND_SMS') AND provider_message_id IS NOT NULL) AS sent,
            count(*) FILTER (WHERE attempts > 1) AS retried
       FROM case_message WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  const {
    rows: [activities],
  } = await pool.query<{ once: string }>(
    `SELECT count(*) AS once FROM (
       SELECT payload->>'messageId' FROM case_activity
        WHERE organization_id = $2 AND payload->>'messageId' = ANY($1::text[]) AND payload->>'status' = 'SENT'
        GROUP BY 1 HAVING count(*) = 1) AS sent`,
    [ids, organizationId],
  );
  const { emails, texts, total } = fakes.tally();
  const seenOnce = (channel: string, emailKey: string, text: string) =>
    (channel === 'EMAIL' ? emails.get(emailKey) : texts.get(text)) === 1;
  const productSeenOnce = run.productMessages.filter(({ id, planned }) =>
    seenOnce(planned.channel, id, planned.text),
  ).length;
  const baselineSeenOnce = run.baselineMessages.filter((planned) =>
    seenOnce(planned.channel, planned.marker, planned.text),
  ).length;
  const expected = run.productMessages.length + run.baselineMessages.length + warmupSends;
  const check = {
    rowsSent: Number(rows.sent),
    rowsRetried: Number(rows.retried),
    sentActivitiesOnce: Number(activities.once),
    productSeenOnce,
    baselineSeenOnce,
    extraAtFakes: total - expected,
  };
  return {
    ...check,
    ok:
      check.rowsSent === ids.length &&
      check.sentActivitiesOnce === ids.length &&
      productSeenOnce === ids.length &&
      baselineSeenOnce === run.baselineMessages.length &&
      check.extraAtFakes === 0,
  };
}
