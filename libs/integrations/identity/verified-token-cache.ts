/**
 * ID tokens already verified, by their text, until they expire or for at most `maxAgeMs`. Every request
 * carries the same token for up to an hour: verifying it once spares the signature check per request
 * (and, against the Auth emulator, firebase-admin's account lookup over HTTP on every call).
 * Only the token → uid answer is kept; the user's access is cached apart, until it changes
 * (apps/api/src/auth/caller-access-cache.ts).
 * Production does not check revocation either, so a revoked token was already good until it expired.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { uid: string; validUntilMs: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The uid of a token verified before and still valid, or undefined. */
  uidOf(token: string): string | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.validUntilMs > this.now()) return entry.uid;
    this.entries.delete(token);
    return undefined;
  }

  /** Remembers a verified token; `expiresAtSeconds` is its `exp` claim. */
  remember(token: string, uid: string, expiresAtSeconds: number): void {
    const validUntilMs = Math.min(expiresAtSeconds * 1000, this.now() + this.maxAgeMs);
    if (validUntilMs <= this.now()) return;
    this.entries.delete(token);
    this.entries.set(token, { uid, validUntilMs });
    // A Map iterates in insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
