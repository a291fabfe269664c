import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { Role, TpaSubRole } from '#access';
import { PharmacyFake } from '#test/fakes/pharmacy-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
interface Connected {
  connectPharmacy: { success: boolean; signingSecret: string; pharmacy: { id: string; endpointUrl: string } };
}

const CONNECT = `mutation($input: ConnectPharmacyInput!) {
  connectPharmacy(input: $input) { success signingSecret pharmacy { id endpointUrl } } }`;

/** connectPharmacy: where a pharmacy takes orders and the secret both sides sign with (CV Admin only). */
describe('connecting a pharmacy', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let pharmacyId: string;
  const signer = new PharmacyFake();

  const connect = async (token: string, input: Record<string, unknown>) =>
    (await api.graphql<Connected>(CONNECT, { input }, { token })) as Answer<Connected>;
  const row = async () =>
    (
      await org.query<{ endpoint_url: string | null; signing_secret: string | null }>(
        'SELECT endpoint_url, signing_secret FROM pharmacy WHERE id = $1',
        [pharmacyId],
      )
    )[0];
  /** A status webhook for an order the pharmacy never received, signed with `secret`: accepted or refused. */
  const statusSignedWith = async (secret: string) =>
    (
      await signer.postStatus(
        api.url,
        pharmacyId,
        signer.signStatus({ orderId: crypto.randomUUID(), status: 'PROCESSING' }, { secret }),
      )
    ).status;

  beforeAll(async () => {
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    api = await startTestApi();
    org = await createScratchOrganization({ Admin: Role.ADMIN, Support: TpaSubRole.TPASUPPORT });
    [{ id: pharmacyId }] = await org.query<{ id: string }>(
      `INSERT INTO pharmacy (name) VALUES ('Harbor Pharmacy') RETURNING id`,
    );
  });
  afterAll(async () => {
    await org?.query('DELETE FROM pharmacy WHERE id = $1', [pharmacyId]);
    await api?.close();
    await org?.close();
  });

  it('is refused to everyone but the CV Admin, with the rule’s message, and writes nothing', async () => {
    for (const name of ['Admin', 'Support']) {
      const answer = await connect(org.users[name].token, { pharmacyId, endpointUrl: 'https://rx.example/orders' });
      expect(answer.errors?.[0]).toMatchObject({
        message: "Only a CV Admin can change a pharmacy's connection",
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await row()).toEqual({ endpoint_url: null, signing_secret: null });
  });

  it.each([
    ['ftp://rx.example/orders', 'endpointUrl must use https'],
    ['http://rx.example/orders', 'endpointUrl must use https'],
    ['https://user:secret@rx.example/orders', 'endpointUrl must not carry credentials'],
    ['no address', 'endpointUrl is not a valid address'],
    [`https://rx.example/${'x'.repeat(2000)}`, 'endpointUrl: must be at most 2000 characters'],
    ['   ', 'endpointUrl: is required'],
  ])('refuses %s as BAD_USER_INPUT and writes nothing', async (endpointUrl, message) => {
    const answer = await connect(await tokenFor('cvadmin'), { pharmacyId, endpointUrl });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain(message);
    expect(await row()).toEqual({ endpoint_url: null, signing_secret: null });
  });

  it('answers NOT_FOUND for a pharmacy that does not exist and BAD_USER_INPUT for what is not an id', async () => {
    const token = await tokenFor('cvadmin');
    const missing = await connect(token, {
      pharmacyId: '00000000-0000-4000-8000-000000000000',
      endpointUrl: 'https://rx.example/orders',
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const malformed = await connect(token, { pharmacyId: 'not-an-id', endpointUrl: 'https://rx.example/orders' });
    expect(malformed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sets the endpoint and issues a new secret each time; only the newest one signs status webhooks', async () => {
    const token = await tokenFor('cvadmin');
    const first = await connect(token, { pharmacyId, endpointUrl: 'https://rx.example/orders' });
    expect(first.errors).toBeUndefined();
    const issued = first.data!.connectPharmacy;
    expect(issued.pharmacy).toEqual({ id: pharmacyId, endpointUrl: 'https://rx.example/orders' });
    expect(issued.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(await row()).toEqual({ endpoint_url: 'https://rx.example/orders', signing_secret: issued.signingSecret });
    expect(await statusSignedWith(issued.signingSecret)).toBe(204);

    const second = (await connect(token, { pharmacyId, endpointUrl: ' https://rx.example/v2/orders ' })).data!
      .connectPharmacy;
    expect(second.signingSecret).not.toBe(issued.signingSecret);
    expect((await row()).endpoint_url).toBe('https://rx.example/v2/orders');
    expect(await statusSignedWith(issued.signingSecret)).toBe(403);
    expect(await statusSignedWith(second.signingSecret)).toBe(204);
  });

  it('never returns the secret when pharmacies are read', async () => {
    const answer = await api.graphql<{ allPharmacies: Record<string, unknown>[] }>(
      '{ allPharmacies { id name endpointUrl } }',
      {},
      { token: await tokenFor('cvadmin') },
    );
    const listed = answer.data!.allPharmacies.find((pharmacy) => pharmacy.id === pharmacyId);
    expect(listed).toEqual({ id: pharmacyId, name: 'Harbor Pharmacy', endpointUrl: 'https://rx.example/v2/orders' });
    // The schema has no such field: asking for it is a bad request, answered with no data.
    const withSecret = await api.graphql(
      '{ allPharmacies { id signingSecret } }',
      {},
      { token: await tokenFor('cvadmin') },
    );
    expect(withSecret.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(withSecret.data ?? null).toBeNull();
  });
});
