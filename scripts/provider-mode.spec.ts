import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
// @ts-expect-error: a plain .mjs script without types, run by `npm start`.
import { chooseProviders } from './provider-mode.mjs';

type Env = Record<string, string | undefined>;
const choose = (env: Env) => chooseProviders(env) as Promise<{ lines: string[]; standInsUrl: string | null }>;

describe('chooseProviders (npm start)', () => {
  it('uses the stand-ins for both channels without keys, and signs delivered events with a key made for the run', async () => {
    const env: Env = { STAND_INS_PORT: '4999' };
    const chosen = await choose(env);
    expect(chosen.standInsUrl).toBe('http://127.0.0.1:4999');
    expect(chosen.lines).toEqual([
      'E-mail: local SendGrid stand-in (no SENDGRID_API_KEY set)',
      'SMS:    local Twilio stand-in (no TWILIO_ACCOUNT_SID set)',
      'Cards:  local Stripe stand-in and card field (no STRIPE_SECRET_KEY set)',
    ]);
    expect(env).toMatchObject({
      SENDGRID_BASE_URL: chosen.standInsUrl,
      TWILIO_BASE_URL: chosen.standInsUrl,
      STRIPE_BASE_URL: chosen.standInsUrl,
    });
    const signature = sign('sha256', Buffer.from('body'), createPrivateKey(env.STAND_INS_SENDGRID_EVENT_KEY!));
    const publicKey = createPublicKey({
      key: Buffer.from(env.SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY!, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(verify('sha256', Buffer.from('body'), publicKey, signature)).toBe(true);
  });

  it('leaves a channel with its provider key to the real provider', async () => {
    const env: Env = { SENDGRID_API_KEY: 'SG.real', STAND_INS_PORT: '4999' };
    const chosen = await choose(env);
    expect(chosen.lines[0]).toBe('E-mail: SendGrid (SENDGRID_API_KEY is set)');
    expect(env.SENDGRID_BASE_URL).toBeUndefined();
    expect(env.SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY).toBeUndefined();
    expect(env.TWILIO_BASE_URL).toBe('http://127.0.0.1:4999');
  });

  it('starts no stand-in when every provider is configured', async () => {
    const env: Env = { SENDGRID_API_KEY: 'SG.real', TWILIO_ACCOUNT_SID: 'AC123', STRIPE_SECRET_KEY: 'sk_live_x' };
    expect((await choose(env)).standInsUrl).toBeNull();
    expect(env.TWILIO_BASE_URL).toBeUndefined();
    expect(env.STRIPE_BASE_URL).toBeUndefined();
  });

  it('leaves cards to Stripe when its secret key is set, and the stand-in serves the rest', async () => {
    const env: Env = { SENDGRID_API_KEY: 'SG.real', TWILIO_ACCOUNT_SID: 'AC123', STRIPE_SECRET_KEY: 'sk_test_x' };
    const chosen = await choose({ ...env, STAND_INS_PORT: '4999' });
    expect(chosen.lines[2]).toBe('Cards:  Stripe (STRIPE_SECRET_KEY is set)');
    expect(chosen.standInsUrl).toBeNull();
    const withoutStripe: Env = { SENDGRID_API_KEY: 'SG.real', TWILIO_ACCOUNT_SID: 'AC123', STAND_INS_PORT: '4999' };
    expect((await choose(withoutStripe)).standInsUrl).toBe('http://127.0.0.1:4999');
    expect(withoutStripe.STRIPE_BASE_URL).toBe('http://127.0.0.1:4999');
  });
});
