import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type CaseActivityMessage, CaseActivityType, caseTopic, LivePubSub, organizationCasesTopic } from '#events';
import { waitFor } from './eventually.js';
import type { TestApi } from './test-api.js';

/** Probes are stamped within the first day of 2000: no real activity is that old. */
const PROBE_EPOCH = Date.UTC(2000, 0, 1);
const DAY_MS = 86_400_000;
let probesSent = 0;

/** The time itself when it is a probe's (its key), else undefined: for `subscribe`'s `probeKey`. */
export function asProbe(time: string | undefined): string | undefined {
  if (!time) return undefined;
  const sinceEpoch = Date.parse(time) - PROBE_EPOCH;
  return sinceEpoch >= 0 && sinceEpoch < DAY_MS ? time : undefined;
}

export interface ProbeEvent {
  organizationId: string;
  caseId: string;
  /** An activity type the subscriber may receive (a tag in `payload` for the tagged-note subscription). */
  type?: CaseActivityType;
  payload?: Record<string, unknown>;
}

/**
 * Probe events for live subscriptions: case activity messages shaped like real ones, published through the
 * api's own pub/sub to the case's topic and its organization's, and stamped with a time no real activity has
 * (the key a subscription recognises them by and sets them aside with).
 *
 * A probe that arrives proves the subscription is live (the api subscribes to Redis a moment after the client
 * asks, and an event published before that is lost). The probe goes out only once the organization's recent
 * activities are dispatched (published), and a topic's events reach a subscriber in the order they were
 * published, so its arrival also proves that every earlier event has been delivered, or refused by the
 * subscription's filter. (Activities left undispatched for over a minute, by an interrupted run, are the
 * outbox relay's business and are not waited for.)
 *
 * Returns a sender for `Subscription.live` and `Subscription.receivedBefore`; it resolves with the probe's key.
 */
export function probeSender(api: TestApi, event: ProbeEvent): () => Promise<string> {
  const pubSub = api.app.get(LivePubSub);
  const dataSource = api.app.get(DataSource);
  return async () => {
    await waitFor(
      async () => {
        const [{ pending }] = (await dataSource.query(
          `SELECT count(*)::int AS pending FROM case_activity
            WHERE organization_id = $1 AND dispatched_at IS NULL AND created_at > now() - interval '1 minute'`,
          [event.organizationId],
        )) as { pending: number }[];
        return pending;
      },
      {
        what: `the recent activities of organization ${event.organizationId} to be dispatched`,
        until: (pending) => pending === 0,
      },
    );
    probesSent += 1;
    const createdAt = new Date(PROBE_EPOCH + probesSent).toISOString();
    const message: CaseActivityMessage = {
      id: randomUUID(),
      organizationId: event.organizationId,
      caseId: event.caseId,
      type: event.type ?? CaseActivityType.ADD_COMMENT,
      actorUserId: null,
      createdAt,
      payload: event.payload ?? {},
    };
    await pubSub.publish(caseTopic(event.caseId), message);
    await pubSub.publish(organizationCasesTopic(event.organizationId), message);
    return createdAt;
  };
}
