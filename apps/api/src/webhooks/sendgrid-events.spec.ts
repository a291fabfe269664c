import { parseSendgridEvents, sendgridEventPayload } from './sendgrid-events.js';

const raw = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('parseSendgridEvents', () => {
  it('returns the events of a batch', () => {
    const events = [
      { sg_event_id: 'a-1', event: 'delivered' },
      { sg_event_id: 'b_2', event: 'bounce', reason: '550' },
    ];
    expect(parseSendgridEvents(raw(events))).toEqual(events);
  });

  it.each([
    ['not JSON', '[{'],
    ['an object', { sg_event_id: 'a', event: 'delivered' }],
    ['an empty batch', []],
    ['an event without id', [{ event: 'delivered' }]],
    ['an event without name', [{ sg_event_id: 'a' }]],
    ['a numeric id', [{ sg_event_id: 1, event: 'delivered' }]],
    ['an id with odd characters', [{ sg_event_id: 'a b', event: 'delivered' }]],
    ['one bad event among good ones', [{ sg_event_id: 'a', event: 'delivered' }, null]],
  ])('refuses %s', (_name, body) => {
    expect(parseSendgridEvents(raw(body))).toBeNull();
  });
});

describe('sendgridEventPayload', () => {
  it('drops where and with what the recipient clicked, keeps the rest (custom args included)', () => {
    const event = {
      sg_event_id: 'a',
      event: 'click',
      email: 'person@example.com',
      ip: '203.0.113.9',
      useragent: 'Mozilla',
      url: 'https://example.com',
      messageId: 'm-1',
    };
    expect(sendgridEventPayload(event)).toEqual({
      sg_event_id: 'a',
      event: 'click',
      email: 'person@example.com',
      messageId: 'm-1',
    });
  });
});
