import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { waitFor } from '#test/eventually';

const CASE_ENTRIES =
  'subscription($caseId: ID!, $after: ID) { caseActivityAdded(caseId: $caseId, after: $after) { id createdAt } }';

/** Back-off between two attempts to subscribe again while the api is away. */
const RESUBSCRIBE_DELAY_MS = 250;

/**
 * A case timeline subscriber as a client should be: it keeps every entry it was sent (raw, duplicates
 * included), and whenever its socket closes it connects again and subscribes with its resume point, the
 * newest entry it has, so the api first replays what it missed.
 */
export class ResumingSubscriber {
  /** Every entry id in the order it arrived, duplicates included. */
  readonly raw: string[] = [];
  /** How often it subscribed again after the first time. */
  resubscriptions = 0;
  /** Entries received on the current subscription (after the latest resubscription). */
  receivedOnCurrent = 0;
  lastError: string | undefined;
  private readonly createdAtById = new Map<string, string>();
  private client: Client | undefined;
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Sockets opened and not closed yet. */
  private readonly openSockets = new Set<unknown>();

  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly caseId: string,
    private readonly firstAfter: string,
  ) {}

  start(): this {
    this.subscribe(this.firstAfter);
    return this;
  }

  /** Distinct entry ids received. */
  unique(): Set<string> {
    return new Set(this.raw);
  }

  /** The newest entry it has, in timeline order (created, then id), as the resume point. */
  resumePoint(): string {
    let newest: { id: string; createdAt: string } | undefined;
    for (const [id, createdAt] of this.createdAtById) {
      if (!newest || createdAt > newest.createdAt || (createdAt === newest.createdAt && id > newest.id))
        newest = { id, createdAt };
    }
    return newest?.id ?? this.firstAfter;
  }

  /** Subscribes again now with its resume point, as a client does after its connection came back. */
  resume(): void {
    this.closeCurrent();
    this.resubscriptions += 1;
    this.subscribe(this.resumePoint());
  }

  /** Closes its socket and waits until it is closed, so no close handshake is cut off by a process kill. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closeCurrent();
    await waitFor(() => this.openSockets.size === 0, { what: 'the subscriber socket to close', timeoutMs: 10000 });
  }

  private subscribe(after: string): void {
    if (this.stopped) return;
    this.receivedOnCurrent = 0;
    const client = createClient({
      url: this.apiUrl.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: true,
      connectionParams: { authorization: `Bearer ${this.token}` },
      on: {
        opened: (socket) => void this.openSockets.add(socket),
        closed: (event) => void this.openSockets.delete((event as { target?: unknown }).target),
      },
    });
    this.client = client;
    this.unsubscribe = client.subscribe<{ caseActivityAdded: { id: string; createdAt: string } }>(
      { query: CASE_ENTRIES, variables: { caseId: this.caseId, after } },
      {
        next: (result) => {
          if (client !== this.client) return;
          if (result.errors) return void (this.lastError = JSON.stringify(result.errors));
          const entry = result.data!.caseActivityAdded;
          this.raw.push(entry.id);
          this.createdAtById.set(entry.id, entry.createdAt);
          this.receivedOnCurrent += 1;
        },
        error: (error) => {
          if (client !== this.client) return;
          this.lastError = describe(error);
          this.subscribeLater();
        },
        complete: () => {
          if (client === this.client) this.subscribeLater();
        },
      },
    );
  }

  /** The socket closed (a killed api): try again shortly, with the resume point of that moment. */
  private subscribeLater(): void {
    this.closeCurrent();
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.resubscriptions += 1;
      this.subscribe(this.resumePoint());
    }, RESUBSCRIBE_DELAY_MS);
  }

  private closeCurrent(): void {
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    // dispose() waits for the connection being made and rejects with its close event when that failed
    // (the api or Redis away); the subscription's sink already got that failure, so it is noted there only.
    if (client) Promise.resolve(client.dispose()).catch((error: unknown) => void (this.lastError = describe(error)));
  }
}

const describe = (error: unknown): string => {
  if (error instanceof Error) return error.message;
  const close = error as { code?: number; reason?: string; type?: string };
  if (close?.code !== undefined) return `socket closed ${close.code} ${close.reason ?? ''}`.trim();
  return JSON.stringify(error) ?? String(error);
};
