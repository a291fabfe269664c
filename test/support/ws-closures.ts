import type { Client } from 'graphql-ws';

/** A close the server chose (anything but the client's own normal close, 1000). */
export interface ServerClosure {
  code: number;
  reason: string;
}

/**
 * Records every time the socket of `client` closes other than by the client's own normal close, so a test
 * can assert that bad input never made the server drop a connection (graphql-ws closes with 4500 on an
 * error it did not expect).
 */
export function serverClosures(client: Client): ServerClosure[] {
  const closures: ServerClosure[] = [];
  client.on('closed', (event) => {
    const { code, reason } = event as { code?: number; reason?: string };
    if (code !== 1000) closures.push({ code: code ?? 0, reason: String(reason ?? '') });
  });
  return closures;
}
