// Messages benchmark. Outbound: messages written by sendCaseMessage (GraphQL, the real api) and delivered
// by the product's worker process to the SendGrid and Twilio fakes, against the bare SDK calls to the same
// fakes in the same run. Inbound: signed Twilio SMS webhooks to the real api, then processed by the worker.
// Nothing lost or doubled on either side. `--quick` for a short development run.
import { parseConfig } from '#config';
import { startApiStack, type ApiStack } from '../support/api-stack.js';
import { benchPool, ensureBenchDatabase } from '../support/bench-database.js';
import { BENCH_ENV } from '../support/bench-env.js';
import { benchToken } from '../support/identities.js';
import { round } from '../support/stats.js';
import { type BareSide, startBareSide } from './bare-side.js';
import { createMessagesFixture, type MessagesFixture, removeMessagesFixture } from './fixture.js';
import { checkInbound } from './inbound-check.js';
import { type InboundSms, planInbound, postInbound } from './inbound-webhooks.js';
import { type AnsweredRequest, PacedTrace } from './paced-trace.js';
import { parseOptions } from './options.js';
import { checkOutbound } from './outbound-check.js';
import { runOutbound } from './outbound-rounds.js';
import { type ProductSide, startProductSide } from './product-side.js';
import { ProviderFakes } from './provider-fakes.js';
import { reportMessagesBench } from './report.js';

// Interrupted, leave through process exit, where the processes this benchmark started are stopped too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

const INBOUND_PROCESSING_TIMEOUT_MS = 10 * 60_000;

const options = parseOptions();
const config = parseConfig({ ...process.env, ...BENCH_ENV });
await ensureBenchDatabase();
const pool = benchPool(4);
const fakes = new ProviderFakes();
await fakes.start();
const urls = { sendgrid: fakes.sendgridUrl, twilio: fakes.twilioUrl };
let fixture: MessagesFixture | undefined;
let api: ApiStack | undefined;
let product: ProductSide | undefined;
let bare: BareSide | undefined;
const inboundTexts: InboundSms[] = [];
let passed: boolean | undefined;
try {
  fixture = await createMessagesFixture(pool);
  api = await startApiStack({ apiImports: options.tracePath ? ['./dist/bench/messages/stall-probe.js'] : [] });
  const token = await benchToken(fixture.admin.id, fixture.admin.email);
  product = await startProductSide(pool, urls, options.cpuProfilePath);
  bare = await startBareSide(urls, config.MAIL_FROM, config.SMS_FROM);

  process.stderr.write('Outbound rounds…\n');
  const outbound = await runOutbound(options, fixture, token, product, bare);
  await product.stopProfile();
  const warmupSends = fakes.tally().total - outbound.productMessages.length - outbound.baselineMessages.length;
  const outboundCheck = await checkOutbound(pool, fixture.organizationId, outbound, fakes, warmupSends);

  process.stderr.write('Inbound webhooks…\n');
  const concurrency = { concurrency: options.inboundConcurrency };
  const warmup = planInbound(fixture, Math.min(500, Math.ceil(options.inboundCount / 10)), 'warmup');
  const saturated = planInbound(fixture, options.inboundCount, 'throughput');
  const paced = planInbound(fixture, options.inboundCount, 'latency');
  inboundTexts.push(...warmup, ...saturated, ...paced);
  await postInbound(config, warmup, 0, concurrency);
  const warmupCheck = await checkInbound(pool, fixture, warmup, INBOUND_PROCESSING_TIMEOUT_MS);
  if (!warmupCheck.ok) process.stderr.write(`  warm-up webhooks not all processed: ${JSON.stringify(warmupCheck)}\n`);
  await Promise.all([api.sqlStatements({ reset: true }), product.sqlStatements(true)]);
  const throughput = await postInbound(config, saturated, options.inboundReplays, concurrency);
  // The latency phase starts with the worker caught up, as the throughput phase did.
  const throughputCheck = await checkInbound(pool, fixture, saturated, INBOUND_PROCESSING_TIMEOUT_MS);
  const inboundSql = {
    apiPerWebhook: round((await api.sqlStatements()) / (saturated.length + options.inboundReplays), 1),
    workerPerMessage: round((await product.sqlStatements()) / saturated.length, 1),
  };
  const trace = options.tracePath ? new PacedTrace(options.tracePath) : null;
  const answers: AnsweredRequest[] = [];
  await trace?.start();
  const latency = await postInbound(
    config,
    paced,
    options.inboundReplays,
    { perSecond: options.inboundPerSecond },
    trace ? (dueMs, latencyMs, sentLateMs) => answers.push({ dueMs, latencyMs, sentLateMs }) : undefined,
  );
  await trace?.finish(answers);
  const latencyCheck = await checkInbound(pool, fixture, paced, INBOUND_PROCESSING_TIMEOUT_MS);

  const { productMessages: _product, baselineMessages: _baseline, ...outboundFigures } = outbound;
  passed = reportMessagesBench(options, {
    outbound: outboundFigures,
    outboundCheck,
    inbound: { throughput, latency, sql: inboundSql },
    inboundChecks: { throughput: throughputCheck, latency: latencyCheck, warmupOk: warmupCheck.ok },
  });
  if (options.cpuProfilePath) process.stdout.write(`  worker CPU profile: ${options.cpuProfilePath}\n`);
} finally {
  await bare?.stop();
  await product?.stop();
  await api?.stop();
  await fakes.stop();
  if (fixture) {
    await removeMessagesFixture(
      pool,
      fixture,
      inboundTexts.map((text) => text.sid),
    );
  }
  await pool.end();
}
process.exitCode = passed === true ? 0 : 1;
