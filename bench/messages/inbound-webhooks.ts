// Inbound: Twilio's inbound SMS webhook posted to the real api as Twilio posts it (form body, a valid
// X-Twilio-Signature over the public URL and the parameters), each from an employee's number, plus
// replays of MessageSids already sent (a provider's retry). Measures the answers; the worker processes
// the stored events meanwhile, as in production.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import twilio from 'twilio';
import type { AppConfig } from '#config';
import { post } from '../support/http-post.js';
import { elapsedMs, type LatencySummary, round, summarize } from '../support/stats.js';
import type { Employee, MessagesFixture } from './fixture.js';

export interface InboundSms {
  sid: string;
  employee: Employee;
  body: string;
}

export interface InboundLoadFigures {
  requests: number;
  replays: number;
  /** Requests answered 200. */
  answered: number;
  refused: number;
  seconds: number;
  requestsPerSecond: number;
  latency: LatencySummary;
}

const newSid = () => `SM${randomBytes(16).toString('hex')}`;

export function planInbound(fixture: MessagesFixture, count: number, label: string): InboundSms[] {
  return Array.from({ length: count }, (_, index) => ({
    sid: newSid(),
    employee: fixture.employees[index % fixture.employees.length],
    body: `Inbound benchmark reply ${label}-${index}`,
  }));
}

/** The unique texts with `replays` repeats of earlier ones spread among them, each after its original. */
function withReplays(texts: InboundSms[], replays: number): InboundSms[] {
  if (replays === 0) return texts;
  const every = Math.max(1, Math.floor(texts.length / replays));
  const order: InboundSms[] = [];
  let added = 0;
  texts.forEach((text, index) => {
    order.push(text);
    if (added < replays && (index + 1) % every === 0) {
      order.push(texts[Math.floor(index / 2)]);
      added += 1;
    }
  });
  return order;
}

export async function postInbound(
  config: AppConfig,
  texts: InboundSms[],
  replays: number,
  concurrency: number,
): Promise<InboundLoadFigures> {
  const url = `${(config.PUBLIC_WEBHOOK_BASE_URL || config.API_PUBLIC_URL).replace(/\/+$/, '')}/webhooks/twilio/sms`;
  // Signed up front: the signature is Twilio's cost, not the api's.
  const requests = withReplays(texts, replays).map((text) => {
    const params: Record<string, string> = {
      MessageSid: text.sid,
      SmsSid: text.sid,
      AccountSid: config.TWILIO_ACCOUNT_SID,
      From: text.employee.phone,
      To: config.SMS_FROM,
      Body: text.body,
      NumMedia: '0',
    };
    return {
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(config.TWILIO_AUTH_TOKEN, url, params),
      },
      body: new URLSearchParams(params).toString(),
    };
  });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let answered = 0;
  let refused = 0;
  let next = 0;
  const start = performance.now();
  const lane = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      const sent = performance.now();
      const response = await post(request, agent);
      latencies.push(elapsedMs(sent));
      if (response.status === 200) answered += 1;
      else {
        refused += 1;
        if (refused <= 3)
          process.stderr.write(`  webhook answered ${response.status}: ${response.body.slice(0, 200)}\n`);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, lane));
  } finally {
    agent.destroy();
  }
  const seconds = elapsedMs(start) / 1000;
  return {
    requests: requests.length,
    replays: requests.length - texts.length,
    answered,
    refused,
    seconds: round(seconds, 3),
    requestsPerSecond: round(requests.length / seconds, 0),
    latency: summarize(latencies),
  };
}
