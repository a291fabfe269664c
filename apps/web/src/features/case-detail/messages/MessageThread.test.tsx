import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaseMessageFieldsFragment } from '../../../generated/graphql';
import { MessageThread } from './MessageThread';

const message = (fields: Partial<CaseMessageFieldsFragment>): CaseMessageFieldsFragment => ({
  id: 'm1',
  channel: 'SMS',
  type: 'OUTBOUND_SMS',
  status: 'SENT',
  subject: null,
  text: 'Your leave starts Monday',
  errorReason: null,
  sentAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});

describe('MessageThread', () => {
  afterEach(() => cleanup());

  it('says which way each message went: sent to the employee, received from them', () => {
    render(
      <MessageThread
        messages={[
          message({ id: 'out' }),
          message({
            id: 'in',
            type: 'INBOUND_SMS',
            text: 'Thanks!',
            createdAt: '2026-11-20T11:00:00.000Z',
            sentAt: null,
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Messages with the employee' })).getAllByRole('listitem');
    expect(items[0].textContent).toContain('SMS to the employee');
    expect(within(items[0]).getByTestId('message-status').textContent).toBe('Status: Sent');
    expect(items[1].textContent).toContain('SMS from the employee');
    expect(within(items[1]).getByTestId('message-status').textContent).toBe('Status: Received');
  });
});
