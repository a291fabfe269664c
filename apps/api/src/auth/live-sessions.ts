import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AccessSubject } from '#access';
import { UsersService } from '#domain/users';

/** A subscriber's websocket, as far as ending it goes. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/** graphql-ws's Forbidden: the client tries once more with a fresh token, then stops (a deleted user). */
export const ACCESS_ENDED_CLOSE_CODE = 4403;
/** "Service Restart": graphql-ws clients reconnect at once, resubscribe and catch up, now with the new access. */
export const ACCESS_CHANGED_CLOSE_CODE = 1012;

interface Session {
  subject: AccessSubject;
  socket: ClosableSocket;
}

const holdsCustomRole = (subject: AccessSubject) =>
  subject.customRole != null || subject.organizationAccess.some((entry) => entry.customRole != null);

/**
 * The live (graphql-ws) connections of this api process by user, with the access each was opened with.
 * A connection resolves its caller once, when it opens, and its subscriptions check events against that:
 * so when the database reports that someone's access may have changed, their connections are checked
 * again, and one whose access did change is closed. The client reconnects with the new access (or, for a
 * deleted user, is refused). Unchanged access (a new phone number, saved preferences) keeps the connection.
 */
@Injectable()
export class LiveSessions {
  private readonly logger = new Logger(LiveSessions.name);
  private readonly byUser = new Map<string, Set<Session>>();

  constructor(@Inject(UsersService) private readonly users: UsersService) {}

  /** Registers an opened connection; returns what forgets it when it closes. */
  add(subject: AccessSubject, socket: ClosableSocket): () => void {
    const session = { subject, socket };
    let sessions = this.byUser.get(subject.id);
    if (!sessions) this.byUser.set(subject.id, (sessions = new Set()));
    sessions.add(session);
    return () => {
      const current = this.byUser.get(subject.id);
      current?.delete(session);
      if (current?.size === 0) this.byUser.delete(subject.id);
    };
  }

  get size(): number {
    let count = 0;
    for (const sessions of this.byUser.values()) count += sessions.size;
    return count;
  }

  /**
   * A change of `userId`'s access was reported, or of a custom role (`'*'`: every connection whose
   * access names a custom role). Reads the access again and closes the connections it no longer matches.
   */
  async accessChanged(userId: string | '*'): Promise<void> {
    const userIds =
      userId === '*'
        ? [...this.byUser]
            .filter(([, sessions]) => [...sessions].some((s) => holdsCustomRole(s.subject)))
            .map(([id]) => id)
        : this.byUser.has(userId)
          ? [userId]
          : [];
    await Promise.all(userIds.map((id) => this.recheck(id)));
  }

  /** Every connection's access is read again (changes may have gone unreported). */
  async accessChangedForEveryone(): Promise<void> {
    await Promise.all([...this.byUser.keys()].map((id) => this.recheck(id)));
  }

  private async recheck(userId: string): Promise<void> {
    let current: AccessSubject | null;
    try {
      current = await this.users.accessSubject(userId);
    } catch (error) {
      // Unknown is not unchanged: the reconnect reads the access anew.
      this.logger.warn(`Could not read access of ${userId} again (${(error as Error).message}); reconnecting it`);
      this.closeAll(userId, ACCESS_CHANGED_CLOSE_CODE, 'Access changed');
      return;
    }
    if (!current) return this.closeAll(userId, ACCESS_ENDED_CLOSE_CODE, 'Access ended');
    const now = JSON.stringify(current);
    for (const session of [...(this.byUser.get(userId) ?? [])]) {
      if (JSON.stringify(session.subject) !== now) this.close(session, ACCESS_CHANGED_CLOSE_CODE, 'Access changed');
    }
  }

  private closeAll(userId: string, code: number, reason: string): void {
    for (const session of [...(this.byUser.get(userId) ?? [])]) this.close(session, code, reason);
  }

  private close(session: Session, code: number, reason: string): void {
    this.byUser.get(session.subject.id)?.delete(session);
    if (this.byUser.get(session.subject.id)?.size === 0) this.byUser.delete(session.subject.id);
    session.socket.close(code, reason);
  }
}
