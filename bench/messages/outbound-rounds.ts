// Outbound: both sides warm, in alternating rounds (baseline, product, product, baseline, …), the same
// messages (channel mix, recipients, texts) and the same concurrency on each side, to the same fakes.
// The product worker's concurrency on the messages queue (MESSAGES_CONCURRENCY); the baseline uses the same.
import { MESSAGES_CONCURRENCY } from '../../apps/worker/src/messages/messages-concurrency.js';
import { round } from '../support/stats.js';
import type { BareSide } from './bare-side.js';
import type { MessagesFixture } from './fixture.js';
import type { MessagesBenchOptions } from './options.js';
import { EMAIL_SUBJECT, type PlannedMessage, planMessages } from './outbound-messages.js';
import type { ProductSide } from './product-side.js';
import { writeMessages } from './send-message-writer.js';

export interface OutboundSideFigures {
  messages: number;
  delivered: number;
  /** Product: send jobs failed for good or not finished at the timeout; baseline: SDK calls that threw. */
  failedOrMissing: number;
  seconds: number;
  messagesPerSecond: number;
  roundMessagesPerSecond: number[];
  /** CPU time of the sending process per message, in µs. */
  cpuPerMessageUs: number;
}

export interface ProductOutboundFigures extends OutboundSideFigures {
  /** sendCaseMessage requests per second while the rounds' messages were written (`writers` at a time). */
  writtenPerSecond: number;
  /** Statements the worker sent during the drains, per message (the follow-on workflow jobs' included). */
  workerSqlPerMessage: number;
}

export interface OutboundRun {
  product: ProductOutboundFigures;
  baseline: OutboundSideFigures;
  /** The measured messages: the product's by message id, the baseline's by marker. */
  productMessages: { id: string; planned: PlannedMessage }[];
  baselineMessages: PlannedMessage[];
}

interface Totals {
  messages: number;
  delivered: number;
  failedOrMissing: number;
  seconds: number;
  cpuMs: number;
  rounds: number[];
}

const emptyTotals = (): Totals => ({ messages: 0, delivered: 0, failedOrMissing: 0, seconds: 0, cpuMs: 0, rounds: [] });

function figures(totals: Totals): OutboundSideFigures {
  return {
    messages: totals.messages,
    delivered: totals.delivered,
    failedOrMissing: totals.failedOrMissing,
    seconds: round(totals.seconds, 3),
    messagesPerSecond: round(totals.delivered / Math.max(totals.seconds, 0.001), 0),
    roundMessagesPerSecond: totals.rounds,
    cpuPerMessageUs: round((totals.cpuMs * 1000) / Math.max(totals.delivered, 1), 0),
  };
}

export async function runOutbound(
  options: MessagesBenchOptions,
  fixture: MessagesFixture,
  token: string,
  product: ProductSide,
  bare: BareSide,
): Promise<OutboundRun> {
  const productTotals = emptyTotals();
  const bareTotals = emptyTotals();
  const productMessages: OutboundRun['productMessages'] = [];
  const baselineMessages: PlannedMessage[] = [];
  let writeSeconds = 0;
  let workerStatements = 0;

  const productRound = async (label: string, count: number, measured: boolean) => {
    const messages = planMessages(fixture, `product-${label}`, 0, count);
    await product.pause();
    const written = await writeMessages(token, messages, options.writers);
    await product.settle();
    await product.sqlStatements(true);
    const cpuBefore = product.cpuMs();
    const drained = await product.drain(written.messageIds);
    const cpuMs = product.cpuMs() - cpuBefore;
    const statements = await product.sqlStatements();
    await product.settle();
    if (!measured) return;
    writeSeconds += written.seconds;
    workerStatements += statements;
    productTotals.messages += count;
    productTotals.delivered += drained.completed;
    productTotals.failedOrMissing += drained.failed + drained.missing;
    productTotals.seconds += drained.seconds;
    productTotals.cpuMs += cpuMs;
    productTotals.rounds.push(drained.jobsPerSecond);
    written.messageIds.forEach((id, index) => productMessages.push({ id, planned: messages[index] }));
    process.stderr.write(`  product round ${label}: ${drained.jobsPerSecond} messages/s\n`);
  };

  const bareRound = async (label: string, count: number, measured: boolean) => {
    const messages = planMessages(fixture, `bare-${label}`, 0, count);
    const sends = messages.map((message) => ({
      channel: message.channel,
      to: message.channel === 'EMAIL' ? message.employee.email : message.employee.phone,
      subject: EMAIL_SUBJECT,
      text: message.text,
      marker: message.marker,
    }));
    const cpuBefore = bare.cpuMs();
    const result = await bare.send(sends, MESSAGES_CONCURRENCY);
    const cpuMs = bare.cpuMs() - cpuBefore;
    if (!measured) return;
    const seconds = result.elapsedMs / 1000;
    bareTotals.messages += count;
    bareTotals.delivered += result.sent;
    bareTotals.failedOrMissing += result.failed;
    bareTotals.seconds += seconds;
    bareTotals.cpuMs += cpuMs;
    bareTotals.rounds.push(round(result.sent / seconds, 0));
    baselineMessages.push(...messages);
    process.stderr.write(`  baseline round ${label}: ${round(result.sent / seconds, 0)} messages/s\n`);
  };

  const warmup = Math.min(500, Math.max(100, Math.round(options.count / 20)));
  await bareRound('warmup', warmup, false);
  await productRound('warmup', warmup, false);

  const perRound = Math.ceil(options.count / options.rounds);
  for (let index = 0; index < options.rounds; index += 1) {
    const count = Math.min(perRound, options.count - index * perRound);
    // Baseline first in even rounds, product first in odd ones.
    const order = index % 2 === 0 ? [bareRound, productRound] : [productRound, bareRound];
    for (const side of order) await side(String(index + 1), count, true);
  }

  return {
    product: {
      ...figures(productTotals),
      writtenPerSecond: round(productTotals.messages / Math.max(writeSeconds, 0.001), 0),
      workerSqlPerMessage: round(workerStatements / Math.max(productTotals.delivered, 1), 1),
    },
    baseline: figures(bareTotals),
    productMessages,
    baselineMessages,
  };
}
