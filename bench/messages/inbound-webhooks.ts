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

/** Closed loop (`concurrency` requests in flight, each sent when one is answered) or open loop at a fixed rate. */
export type InboundLoad = { concurrency: number } | { perSecond: number };

export interface InboundLoadFigures {
  load: string;
  requests: number;
  replays: number;
  /** Requests answered 200. */
  answered: number;
  refused: number;
  seconds: number;
  requestsPerSecond: number;
  latency: LatencySummary;
}

const PACED_MAX_CONNECTIONS = 64;

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
  load: InboundLoad,
  /** Each answer's due time (epoch ms), latency, and how late it was sent (the generator's own delay), for a trace. */
  onAnswer?: (dueMs: number, latencyMs: number, sentLateMs: number) => void,
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
  const paced = 'perSecond' in load;
  // Paced, requests beyond this many connections wait in the agent's queue, and that wait counts (from `due`):
  // a connection storm would measure the generator's and the kernel's connection set-up rather than the api.
  const agent = new Agent({ keepAlive: true, maxSockets: paced ? PACED_MAX_CONNECTIONS : load.concurrency });
  const latencies: number[] = [];
  let answered = 0;
  let refused = 0;
  // From when the request was due (paced: its scheduled time, so a late send counts against the api too).
  const send = async (request: (typeof requests)[number], due: number) => {
    const sentLateMs = elapsedMs(due);
    const response = await post(request, agent);
    const latency = elapsedMs(due);
    latencies.push(latency);
    onAnswer?.(performance.timeOrigin + due, latency, sentLateMs);
    if (response.status === 200) answered += 1;
    else {
      refused += 1;
      if (refused <= 3) process.stderr.write(`  webhook answered ${response.status}: ${response.body.slice(0, 200)}\n`);
    }
  };
  const start = performance.now();
  try {
    if (paced) {
      const interval = 1000 / load.perSecond;
      const inFlight: Promise<void>[] = [];
      for (let index = 0; index < requests.length; index += 1) {
        const due = start + index * interval;
        const wait = due - performance.now();
        if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
        inFlight.push(send(requests[index], due));
      }
      await Promise.all(inFlight);
    } else {
      let next = 0;
      const lane = async () => {
        while (next < requests.length) await send(requests[next++], performance.now());
      };
      await Promise.all(Array.from({ length: load.concurrency }, lane));
    }
  } finally {
    agent.destroy();
  }
  const seconds = elapsedMs(start) / 1000;
  return {
    load: paced ? `paced at ${load.perSecond}/s` : `${load.concurrency} at once`,
    requests: requests.length,
    replays: requests.length - texts.length,
    answered,
    refused,
    seconds: round(seconds, 3),
    requestsPerSecond: round(requests.length / seconds, 0),
    latency: summarize(latencies),
  };
}
