import {
  MAX_UNREAD_BYTES,
  sendUnlessBacklogged,
  type SubscriberSocket,
  UNREAD_BACKLOG_CLOSE_CODE,
} from './unread-backlog.js';

function fakeSocket(bufferedAmount: number, readyState = 1) {
  const sent: string[] = [];
  const closed: [number, string][] = [];
  const socket: SubscriberSocket = {
    bufferedAmount,
    readyState,
    send: (data) => void sent.push(data),
    close: (code, reason) => void closed.push([code, reason]),
  };
  return { socket, sent, closed };
}

describe('sendUnlessBacklogged', () => {
  it('sends while the subscriber keeps up', () => {
    const { socket, sent, closed } = fakeSocket(MAX_UNREAD_BYTES - 100);
    sendUnlessBacklogged(socket, 'x'.repeat(100));
    expect(sent).toHaveLength(1);
    expect(closed).toEqual([]);
  });

  it('closes, with a code clients reconnect after, instead of buffering past the cap', () => {
    const { socket, sent, closed } = fakeSocket(MAX_UNREAD_BYTES - 100);
    sendUnlessBacklogged(socket, 'x'.repeat(101));
    expect(sent).toEqual([]);
    expect(closed).toEqual([[UNREAD_BACKLOG_CLOSE_CODE, 'Too many unread messages']]);
    expect(UNREAD_BACKLOG_CLOSE_CODE).toBe(1013);
  });

  it('writes nothing to a socket that is closing', () => {
    const { socket, sent, closed } = fakeSocket(0, 2);
    sendUnlessBacklogged(socket, 'event');
    expect(sent).toEqual([]);
    expect(closed).toEqual([]);
  });
});
