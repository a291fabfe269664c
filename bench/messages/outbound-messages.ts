// The outbound messages of a round: which employee, which channel (e-mail and SMS alternate) and a text
// carrying a marker of its own, so each one can be found at the provider fakes whichever side sent it.
import type { Employee, MessagesFixture } from './fixture.js';

export type Channel = 'EMAIL' | 'SMS';

export interface PlannedMessage {
  /** Unique in the run; the whole text is `Benchmark message <marker>`. */
  marker: string;
  channel: Channel;
  employee: Employee;
  text: string;
}

export const messageText = (marker: string) => `Benchmark message ${marker}`;
export const EMAIL_SUBJECT = 'Benchmark message';

export function planMessages(fixture: MessagesFixture, side: string, round: number, count: number): PlannedMessage[] {
  return Array.from({ length: count }, (_, index) => {
    const marker = `${side}-${round}-${index}`;
    return {
      marker,
      channel: index % 2 === 0 ? 'EMAIL' : 'SMS',
      employee: fixture.employees[index % fixture.employees.length],
      text: messageText(marker),
    };
  });
}
