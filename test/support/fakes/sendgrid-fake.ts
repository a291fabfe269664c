import type { Server } from 'node:http';
import {
  close,
  listen,
  type ReceivedMail,
  SendGridStandIn,
  standInServer,
} from '../../../libs/provider-stand-ins/index.js';
import { waitFor } from '../eventually.js';

export type { ReceivedMail };

/**
 * Stands in for SendGrid's v3 HTTP API at the network boundary: the real SDK posts here. The stand-in
 * `npm start` runs (answers 202 like SendGrid, records every message, fails on demand) on a port of its own,
 * without delivery events.
 */
export class SendGridFake extends SendGridStandIn {
  private server?: Server;

  constructor() {
    super({ messageIdPrefix: 'fake-' });
  }

  async start(): Promise<string> {
    this.server = standInServer([this.route]);
    return listen(this.server);
  }

  /** Resolves once a message matching `predicate` has arrived. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs = 15000): Promise<ReceivedMail> {
    return waitFor(
      () => {
        const found = this.received.find(predicate);
        if (found) return found;
        const recipients = this.received.map((mail) => mail.body.personalizations[0]?.to[0]?.email);
        throw new Error(`not among the ${recipients.length} received, to ${recipients.join(', ') || 'nobody'}`);
      },
      { what: 'the expected e-mail at the SendGrid fake', timeoutMs },
    );
  }

  stop(): Promise<void> {
    return close(this.server);
  }
}
