import type { Server } from 'node:http';
import {
  close,
  listen,
  type SentSms,
  standInServer,
  type TwilioFailure,
  TwilioStandIn,
} from '../../../libs/provider-stand-ins/index.js';
import { waitFor } from '../eventually.js';

export type { SentSms, TwilioFailure };

/**
 * Stands in for Twilio's Messages API at the network boundary: the real SDK (through a custom httpClient)
 * posts here. The stand-in `npm start` runs (201 with a message resource, every message recorded, Twilio's
 * error body while `failure` is set) on a port of its own, without status callbacks.
 */
export class TwilioFake extends TwilioStandIn {
  private server?: Server;

  async start(): Promise<string> {
    this.server = standInServer([this.route]);
    return listen(this.server);
  }

  /** Resolves once a message matching `predicate` has arrived. */
  waitFor(predicate: (sms: SentSms) => boolean, timeoutMs = 15000): Promise<SentSms> {
    return waitFor(
      () => {
        const found = this.sent.find(predicate);
        if (found) return found;
        throw new Error(`not among the ${this.sent.length} received, to ${this.sent.map((s) => s.to).join(', ')}`);
      },
      { what: 'the expected text message at the Twilio fake', timeoutMs },
    );
  }

  stop(): Promise<void> {
    return close(this.server);
  }
}
