// One round of one side: schedule `count` reminders due at one minute, optionally cancel every other
// one, then watch them fire and say how late each was and whether any cancelled one fired.
import { summarize, type LatencySummary } from '../support/stats.js';

export interface RoundFigures {
  scheduled: number;
  scheduleMs: number;
  /** Bytes of the side's own Redis keys once scheduled, and their number. */
  redisKeyBytes: number;
  redisKeys: number;
  /** The server's used_memory after scheduling minus before (other clients of the server blur it). */
  redisUsedMemoryDelta: number;
  cancelled: number;
  cancelMs: number;
  fired: number;
  /** From the due minute to when each reminder fired. */
  late: LatencySummary;
  /** Cancelled reminders that fired anyway (must be 0). */
  cancelledFired: number;
}

export interface RoundPlan {
  count: number;
  dueAt: number;
  cancelHalf: boolean;
}

/** Every other index: the half a round cancels. */
export function cancelledHalf<T>(items: readonly T[]): T[] {
  return items.filter((_, index) => index % 2 === 0);
}

/** Lateness of each fire, from counts seen at times (each reminder counted when first seen). */
export class FireWatch {
  readonly lateMs: number[] = [];
  private seen = 0;

  constructor(private readonly dueAt: number) {}

  observe(total: number, at = Date.now()): void {
    for (; this.seen < total; this.seen += 1) this.lateMs.push(at - this.dueAt);
  }

  get count(): number {
    return this.seen;
  }

  summary(): LatencySummary {
    return summarize(this.lateMs);
  }
}
