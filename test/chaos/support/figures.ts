import type { ResumingSubscriber } from './resuming-subscriber.js';

export interface Figures {
  fault: string;
  /** Events recorded (activities committed), or jobs enqueued. */
  sent: number;
  /** Distinct deliveries: per subscriber and event, or per job completed. */
  delivered: number;
  /** Deliveries beyond the first of the same event to the same subscriber, or job runs beyond the first. */
  duplicated: number;
  /** Deliveries due that never came. */
  lost: number;
  /** Further facts of the run, as `name: value`. */
  notes?: Record<string, string | number>;
}

/** What the subscribers got of the events sent: distinct deliveries, raw duplicates, losses. */
export function deliveryFigures(fault: string, sent: string[], subscribers: ResumingSubscriber[]): Figures {
  const due = new Set(sent);
  let delivered = 0;
  let duplicated = 0;
  for (const subscriber of subscribers) {
    const unique = subscriber.unique();
    delivered += [...unique].filter((id) => due.has(id)).length;
    duplicated += subscriber.raw.length - unique.size;
  }
  return {
    fault,
    sent: sent.length,
    delivered,
    duplicated,
    lost: sent.length * subscribers.length - delivered,
    notes: { subscribers: subscribers.length, 'deliveries due': sent.length * subscribers.length },
  };
}

/** One line per fault, the figures of the run, for the operator's notes. */
export function printFigures(figures: Figures): void {
  const notes = Object.entries(figures.notes ?? {}).map(([name, value]) => `${name}: ${value}`);
  console.log(
    [
      `chaos figures | fault: ${figures.fault}`,
      `sent: ${figures.sent}`,
      `delivered: ${figures.delivered}`,
      `duplicated (raw): ${figures.duplicated}`,
      `lost: ${figures.lost}`,
      ...notes,
    ].join(' | '),
  );
}
