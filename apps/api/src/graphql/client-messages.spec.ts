import { parseMessage } from 'graphql-ws';
import { clientMessageReviver } from './client-messages.js';

const parse = (message: unknown) => parseMessage(JSON.stringify(message), clientMessageReviver);

describe('clientMessageReviver', () => {
  it('refuses the messages only a server sends', () => {
    for (const message of [
      { type: 'next', id: '1', payload: { data: {} } },
      { type: 'error', id: '1', payload: [{ message: 'x' }] },
      { type: 'connection_ack' },
    ]) {
      expect(() => parse(message)).toThrow(`A client may not send a message of type ${message.type}`);
    }
  });

  it('lets every client message through, whatever its variables hold', () => {
    const subscribe = {
      type: 'subscribe',
      id: '1',
      payload: { query: '{ __typename }', variables: { '': 'empty key', nested: { type: 'next' } } },
    };
    for (const message of [
      { type: 'connection_init', payload: { authorization: 'Bearer x' } },
      { type: 'ping' },
      { type: 'pong' },
      subscribe,
      { type: 'complete', id: '1' },
    ]) {
      expect(parse(message)).toEqual(message);
    }
  });
});
