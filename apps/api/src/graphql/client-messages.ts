/**
 * The graphql-ws message types a client may send. graphql-ws accepts the server's own types (next, error,
 * connection_ack) from a client as well-formed, then fails on them and closes the socket with 4500, as if the
 * server were broken. Refused as they are parsed instead (`jsonMessageReviver`), such a message is what graphql-ws
 * calls an invalid message: the socket closes with 4400 Bad Request, the client's mistake.
 */
const CLIENT_MESSAGE_TYPES: ReadonlySet<unknown> = new Set([
  'connection_init',
  'ping',
  'pong',
  'subscribe',
  'complete',
]);

/**
 * JSON.parse reviver for incoming graphql-ws messages. JSON.parse calls it for every value, the whole message
 * last under the key ''; a nested value under the key '' is looked at too, and refused only when it is itself
 * shaped as a server message (a `type` naming one), which no operation's variables need.
 */
export function clientMessageReviver(key: string, value: unknown): unknown {
  if (key !== '' || typeof value !== 'object' || value === null || !('type' in value)) return value;
  if (!CLIENT_MESSAGE_TYPES.has(value.type) && typeof value.type === 'string') {
    throw new Error(`A client may not send a message of type ${value.type}`);
  }
  return value;
}
