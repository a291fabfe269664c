import {
  sendgridFailureReason,
  sendgridOutcomeOf,
  sendgridSupersedes,
  sentMessageIdOf,
} from './sendgrid-message-status.js';

describe('SendGrid delivery events', () => {
  it('moves forward only, and never out of a failure', () => {
    expect(sendgridSupersedes('processed', null)).toBe(true);
    expect(sendgridSupersedes('delivered', 'processed')).toBe(true);
    expect(sendgridSupersedes('processed', 'delivered')).toBe(false);
    expect(sendgridSupersedes('bounce', 'delivered')).toBe(true);
    expect(sendgridSupersedes('delivered', 'bounce')).toBe(false);
    expect(sendgridSupersedes('open', null)).toBe(false);
  });

  it('reads delivered and processed as sent, bounce, dropped and blocked as failed', () => {
    expect(['processed', 'delivered'].map(sendgridOutcomeOf)).toEqual(['SENT', 'SENT']);
    expect(['bounce', 'dropped', 'blocked'].map(sendgridOutcomeOf)).toEqual(['FAILED', 'FAILED', 'FAILED']);
  });

  it('matches sg_message_id to the X-Message-Id we recorded', () => {
    expect(sentMessageIdOf('14c5d75ce93.dfd.64b469.filterdrecv-p3mdw1-1.0')).toBe('14c5d75ce93');
    expect(sentMessageIdOf('fake-3')).toBe('fake-3');
  });

  it('gives staff the provider’s reason', () => {
    expect(sendgridFailureReason('bounce', 'bounce', '5.1.1', '550 5.1.1 The email account does not exist')).toBe(
      'bounce: 5.1.1 550 5.1.1 The email account does not exist',
    );
    expect(sendgridFailureReason('bounce', 'blocked', '4.0.0', 'blocked by policy')).toBe(
      'bounce (blocked): 4.0.0 blocked by policy',
    );
    expect(sendgridFailureReason('dropped', undefined, undefined, 'Bounced Address')).toBe('dropped: Bounced Address');
  });
});
