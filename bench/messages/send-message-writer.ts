// Writes outbound messages as a case worker does: the sendCaseMessage mutation over HTTP to the real api,
// which writes the message row (…_PENDING) and its activity in one transaction and then enqueues the send
// job. The worker path measured afterwards starts from exactly these rows and jobs.
import { Agent } from 'node:http';
import { BENCH_API_URL } from '../support/bench-env.js';
import { post } from '../support/http-post.js';
import { elapsedMs } from '../support/stats.js';
import { EMAIL_SUBJECT, type PlannedMessage } from './outbound-messages.js';

const SEND_CASE_MESSAGE = `
  mutation BenchSendCaseMessage($input: SendCaseMessageInput!) {
    sendCaseMessage(input: $input) { success caseMessage { id } }
  }`;

export interface WrittenMessages {
  /** Message id (= its send job's id) per planned message, in order. */
  messageIds: string[];
  seconds: number;
}

export async function writeMessages(
  token: string,
  messages: readonly PlannedMessage[],
  writers: number,
): Promise<WrittenMessages> {
  const agent = new Agent({ keepAlive: true, maxSockets: writers });
  const messageIds: string[] = new Array(messages.length);
  let next = 0;
  const start = performance.now();
  const writer = async () => {
    while (next < messages.length) {
      const index = next++;
      const message = messages[index];
      const response = await post(
        {
          url: BENCH_API_URL,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: SEND_CASE_MESSAGE,
            variables: {
              input: {
                caseId: message.employee.caseId,
                channel: message.channel,
                text: message.text,
                ...(message.channel === 'EMAIL' ? { subject: EMAIL_SUBJECT } : {}),
              },
            },
          }),
        },
        agent,
      );
      const body = JSON.parse(response.body) as {
        data?: { sendCaseMessage: { caseMessage: { id: string } } };
        errors?: { message: string }[];
      };
      const id = body.data?.sendCaseMessage.caseMessage.id;
      if (!id) throw new Error(`sendCaseMessage ${response.status}: ${body.errors?.[0]?.message ?? response.body}`);
      messageIds[index] = id;
    }
  };
  try {
    await Promise.all(Array.from({ length: writers }, writer));
  } finally {
    agent.destroy();
  }
  return { messageIds, seconds: elapsedMs(start) / 1000 };
}
