import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { startTestApi, type TestApi } from '#test/test-api';
import { demoUser, tokenFor, type DemoUserKey } from '#test/tokens';

const CREATE = `mutation($target: UploadTarget!, $fileName: String!, $contentType: String!, $organizationId: ID, $partnerIntegrationId: ID) {
  createUploadUrl(target: $target, fileName: $fileName, contentType: $contentType, organizationId: $organizationId, partnerIntegrationId: $partnerIntegrationId) {
    success url path expiresAt
  }
}`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
type Created = { createUploadUrl: { url: string; path: string; expiresAt: string } };

describe('signed upload URLs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const request = async (key: DemoUserKey, variables: Record<string, unknown>) =>
    api.graphql<Created>(CREATE, variables, { token: await tokenFor(key) });
  /** The api signs with its public address; the test api listens on a random port. */
  const put = (url: string, body: Buffer, contentType: string) =>
    fetch(api.url + new URL(url).pathname, { method: 'PUT', headers: { 'content-type': contentType }, body });

  it("signs an upload into the caller's personal folder, and the upload lands there", async () => {
    const result = await request('employee', {
      target: 'PERSONAL',
      fileName: 'doctor note.pdf',
      contentType: 'application/pdf',
    });
    const created = result.data!.createUploadUrl;
    expect(created.path).toMatch(new RegExp(`^personal/${demoUser('employee').id}/[0-9a-f]+-doctor_note\\.pdf$`));
    expect(new Date(created.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const upload = await put(created.url, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect(upload.status).toBe(201);
    expect(await upload.json()).toMatchObject({ path: created.path, size: 13, overSizeFlag: false });
  });

  it("stages an admin's organization logo in their own folder, for uploadCompanyLogo to check and register", async () => {
    const result = await request('admin', {
      target: 'ORGANIZATION_IMAGE',
      fileName: 'logo.png',
      contentType: 'image/png',
    });
    expect(result.data?.createUploadUrl.path).toMatch(
      new RegExp(`^personal/${demoUser('admin').id}/[0-9a-f]+-logo\\.png$`),
    );
    expect((await put(result.data!.createUploadUrl.url, PNG, 'image/png')).status).toBe(201);
  });

  it('stages the prescription logo in the caller folder, for uploadPrescriptionLogo to check and register', async () => {
    const result = await request('admin', {
      target: 'ORGANIZATION_IMAGE',
      fileName: 'prescription-logo.png',
      contentType: 'image/png',
    });
    expect(result.data?.createUploadUrl.path).toMatch(
      new RegExp(`^personal/${demoUser('admin').id}/[0-9a-f]+-prescription-logo\\.png$`),
    );
  });

  it.each([
    ['caseworker', { target: 'ORGANIZATION_IMAGE', fileName: 'logo.png', contentType: 'image/png' }, 'FORBIDDEN'],
    [
      'tpaSupport',
      { target: 'ORGANIZATION_DOCUMENT', fileName: 'policy.pdf', contentType: 'application/pdf' },
      'FORBIDDEN',
    ],
    [
      'admin',
      {
        target: 'PARTNER_INTEGRATION_IMAGE',
        fileName: 'logo.png',
        contentType: 'image/png',
        partnerIntegrationId: DEMO_ORGANIZATIONS.vitality.id,
      },
      'FORBIDDEN',
    ],
    ['admin', { target: 'ORGANIZATION_IMAGE', fileName: 'banner.png', contentType: 'image/png' }, 'BAD_USER_INPUT'],
    ['admin', { target: 'ORGANIZATION_IMAGE', fileName: 'logo.png', contentType: 'image/svg+xml' }, 'BAD_USER_INPUT'],
    [
      'admin',
      {
        target: 'ORGANIZATION_IMAGE',
        fileName: 'logo.png',
        contentType: 'image/png',
        organizationId: DEMO_ORGANIZATIONS.globex.id,
      },
      'NOT_FOUND',
    ],
    ['employee', { target: 'PERSONAL', fileName: ' ', contentType: 'application/pdf' }, 'BAD_USER_INPUT'],
    ['employee', { target: 'PERSONAL', fileName: 'a.pdf', contentType: 'not a type' }, 'BAD_USER_INPUT'],
    [
      'cvadmin',
      { target: 'PARTNER_INTEGRATION_IMAGE', fileName: 'logo.png', contentType: 'image/png' },
      'BAD_USER_INPUT',
    ],
  ] as const)('%s %j → %s', async (key, variables, code) => {
    const result = await request(key, variables);
    expect(result.errors?.[0].extensions?.code).toBe(code);
  });

  it('lets the CV Admin upload a partner landing image', async () => {
    const partnerIntegrationId = '0e000000-0000-4000-8000-000000000001';
    const result = await request('cvadmin', {
      target: 'PARTNER_INTEGRATION_IMAGE',
      fileName: 'landing.png',
      contentType: 'image/png',
      partnerIntegrationId,
    });
    expect(result.data?.createUploadUrl.path).toBe(`partnerIntegrations/${partnerIntegrationId}/landing.png`);
  });

  it('refuses an upload without a signed-in user', async () => {
    const result = await api.graphql(CREATE, { target: 'PERSONAL', fileName: 'a.pdf', contentType: 'application/pdf' });
    expect(result.errors?.[0].extensions?.code).toBe('INVALID_AUTHORIZATION');
  });
});
