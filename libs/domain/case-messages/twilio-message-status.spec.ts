import { failureReason, outcomeOf, supersedes } from './twilio-message-status.js';

describe('Twilio message status order', () => {
  it('moves forward only: queued < sent < delivered; failed and undelivered are final', () => {
    expect(supersedes('queued', null)).toBe(true);
    expect(supersedes('sent', 'queued')).toBe(true);
    expect(supersedes('delivered', 'sent')).toBe(true);
    expect(supersedes('sent', 'delivered')).toBe(false);
    expect(supersedes('queued', 'sent')).toBe(false);
    expect(supersedes('undelivered', 'sent')).toBe(true);
    expect(supersedes('failed', 'delivered')).toBe(true);
    expect(supersedes('delivered', 'undelivered')).toBe(false);
    expect(supersedes('failed', 'undelivered')).toBe(false);
  });

  it('the same status twice changes nothing, and an unknown status never applies', () => {
    expect(supersedes('delivered', 'delivered')).toBe(false);
    expect(supersedes('undelivered', 'undelivered')).toBe(false);
    expect(supersedes('teleported', null)).toBe(false);
  });

  it('reads each status as progress, delivered or failed', () => {
    expect(outcomeOf('queued')).toBe('PROGRESS');
    expect(outcomeOf('sent')).toBe('DELIVERED');
    expect(outcomeOf('delivered')).toBe('DELIVERED');
    expect(outcomeOf('undelivered')).toBe('FAILED');
    expect(outcomeOf('failed')).toBe('FAILED');
  });

  it('keeps Twilio’s error code and message as the reason', () => {
    expect(failureReason('undelivered', '30003', null)).toBe('undelivered: Twilio error 30003');
    expect(failureReason('failed', '30007', 'Carrier violation')).toBe('failed: Twilio error 30007: Carrier violation');
    expect(failureReason('failed', null, undefined)).toBe('failed');
  });
});
