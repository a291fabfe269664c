// Messages between the benchmark and its subscriber threads.

export interface ThreadSetup {
  url: string;
  /** 'graphql': the graphql-transport-ws protocol against the api; 'raw': plain messages from the baseline. */
  mode: 'graphql' | 'raw';
  connectionCount: number;
  /** graphql-ws connection_init payload of each connection (its signed-in user's token). */
  connectionParams: Record<string, unknown>[];
  /** The subscribe message every graphql-ws connection sends after the ack. */
  subscribeMessage?: string;
  openConcurrency: number;
}

export type ThreadCommand = { requestId: number } & (
  { kind: 'open' } | { kind: 'status' } | { kind: 'reset' } | { kind: 'collect' } | { kind: 'close' }
);

export type ThreadReply =
  | { kind: 'opened'; opened: number; failed: number; errors: string[] }
  | { kind: 'status'; connectionsWithEvent: number; received: number; open: number }
  | {
      kind: 'collected';
      /** Event keys, with their arrival times (ms, wall clock) at times[offsets[i]] … times[offsets[i + 1]]. */
      keys: string[];
      offsets: Int32Array;
      times: Float64Array;
      /** Events each connection received since the last reset. */
      receivedPerConnection: number[];
      loopDelayP99Ms: number;
      unexpectedCloses: number;
      errors: string[];
      /** One message as it arrived, so the baseline can send the very same bytes. */
      sample?: string;
    }
  | { kind: 'closed' };
