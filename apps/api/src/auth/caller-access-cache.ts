import type { AccessSubject } from '#access';

/**
 * Callers' access (role, organization access, custom roles) by user id, so a signed-in request need not
 * read it again. It is only as good as its invalidation: `forget`/`forgetAll` are called for every change
 * the database reports (CallerAccessListener), and a read that began before a change is never stored
 * (`readStarted` / generation), so a change can't be overwritten by what was read before it. While the
 * change feed is down the cache is off. Entries also expire after `maxAgeMs`.
 */
export class CallerAccessCache {
  private readonly entries = new Map<string, { subject: AccessSubject; validUntilMs: number }>();
  private generation = 0;
  private enabled = false;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(userId: string): AccessSubject | undefined {
    const entry = this.entries.get(userId);
    if (!entry) return undefined;
    if (entry.validUntilMs > this.now()) return entry.subject;
    this.entries.delete(userId);
    return undefined;
  }

  /** Taken before reading a user's access from the database; hand it back to `store`. */
  readStarted(): number {
    return this.generation;
  }

  /** Keeps what a read found, unless a change was reported since it began or the cache is off. */
  store(userId: string, subject: AccessSubject, startedAt: number): void {
    if (!this.enabled || startedAt !== this.generation) return;
    this.entries.delete(userId);
    this.entries.set(userId, { subject, validUntilMs: this.now() + this.maxAgeMs });
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(userId: string): void {
    this.generation += 1;
    this.entries.delete(userId);
  }

  forgetAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** On only while changes are reported; switching off forgets everything. */
  setEnabled(enabled: boolean): void {
    if (!enabled) this.forgetAll();
    this.enabled = enabled;
  }
}
