/** A subscriber's websocket, as far as sending needs it (the `ws` socket under graphql-ws). */
export interface SubscriberSocket {
  send(data: string): void;
  readonly bufferedAmount: number;
  readonly readyState: number;
  close(code: number, reason: string): void;
}

/**
 * Bytes written to a subscriber but not yet taken by it, above which it is cut off: a client that stops
 * reading (frozen tab, stalled network) would otherwise grow the api's memory until the keepalive ended it.
 * About 3,000 live events; a client that reads keeps far below it.
 */
export const MAX_UNREAD_BYTES = 1024 * 1024;
/**
 * "Try Again Later": graphql-ws clients reconnect after it (4xxx codes of the protocol do not), and resume
 * from the last entry they have.
 */
export const UNREAD_BACKLOG_CLOSE_CODE = 1013;
const OPEN = 1;

/** Sends, unless the subscriber already has MAX_UNREAD_BYTES unread: then the socket is closed instead. */
export function sendUnlessBacklogged(socket: SubscriberSocket, message: string): void {
  if (socket.readyState !== OPEN) return;
  if (socket.bufferedAmount + message.length > MAX_UNREAD_BYTES) {
    socket.close(UNREAD_BACKLOG_CLOSE_CODE, 'Too many unread messages');
    return;
  }
  socket.send(message);
}
