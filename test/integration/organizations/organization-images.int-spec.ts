import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { STORAGE_DRIVER, type StorageDriver } from '#integrations';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (fill: number, size = 64) => Buffer.concat([SIGNATURE, Buffer.alloc(size, fill)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

const UPLOAD_URL = `mutation($fileName: String!) {
  createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "image/png") { url path headers { name value } } }`;
const LOGO = `mutation($organizationId: ID!, $filePath: String!) {
  uploadCompanyLogo(organizationId: $organizationId, filePath: $filePath) { success message url } }`;
const FAVICON = `mutation($organizationId: ID!, $filePath: String!) {
  uploadOrganizationFavicon(organizationId: $organizationId, filePath: $filePath) { success message url } }`;
const BRAND = '{ organizationBrandInfo { id logoUrl faviconUrl } }';

type Registered = { uploadCompanyLogo?: { success: boolean; message: string; url: string } };
type Brand = { organizationBrandInfo: { id: string; logoUrl: string; faviconUrl: string } };

describe('company logo and favicon', () => {
  let api: TestApi;
  let storage: StorageDriver;
  let org: ScratchOrganization;
  const logoPath = () => `organizations/${org.id}/logo.png`;

  beforeAll(async () => {
    api = await startTestApi();
    storage = api.app.get<StorageDriver>(STORAGE_DRIVER);
    org = await createScratchOrganization({
      admin: Role.ADMIN,
      manager: Role.CASEMANAGER,
      worker: Role.CASEWORKER,
      employee: Role.USER,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  /** Uploads into the caller's own storage the way the browser does, and returns the path to register. */
  async function upload(token: string, bytes: Buffer): Promise<string> {
    type Signed = { createUploadUrl: { url: string; path: string; headers: { name: string; value: string }[] } };
    const answer = await api.graphql<Signed>(UPLOAD_URL, { fileName: 'logo.png' }, { token });
    const { url, path, headers } = answer.data!.createUploadUrl;
    const put = await fetch(api.url + new URL(url).pathname + new URL(url).search, {
      method: 'PUT',
      headers: { 'content-type': 'image/png', ...Object.fromEntries(headers.map((h) => [h.name, h.value])) },
      body: bytes,
    });
    expect(put.ok).toBe(true);
    return path;
  }
  const register = (mutation: string, token: string, filePath: string, organizationId = org.id) =>
    api.graphql<Registered>(mutation, { organizationId, filePath }, { token });
  const storedLogo = async () => (await storage.getObject(logoPath()))?.bytes ?? null;

  it('a missing image gives an empty address', async () => {
    const brand = await api.graphql<Brand>(BRAND, {}, { token: org.users.employee.token });
    expect(brand.data?.organizationBrandInfo).toEqual({ id: org.id, logoUrl: '', faviconUrl: '' });
  });

  it("registers the admin's uploaded PNG as the logo, and the brand info gives its address", async () => {
    const path = await upload(org.users.admin.token, png(1));
    const result = await register(LOGO, org.users.admin.token, path);
    expect(result.data?.uploadCompanyLogo).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    expect(await storedLogo()).toEqual(png(1));
    expect(await storage.exists(path)).toBe(false);
    const brand = await api.graphql<Brand>(BRAND, {}, { token: org.users.employee.token });
    const logoUrl = brand.data!.organizationBrandInfo.logoUrl;
    expect(logoUrl).not.toBe('');
    const served = await fetch(api.url + new URL(logoUrl).pathname + new URL(logoUrl).search);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png(1));
    expect(brand.data!.organizationBrandInfo.faviconUrl).toBe('');
  });

  it('registers the favicon with the caching notice, and the CV Admin may do it for any organization', async () => {
    const token = await tokenFor('cvadmin');
    const path = await upload(token, png(3));
    const result = await api.graphql<{ uploadOrganizationFavicon: { success: boolean; message: string } }>(
      FAVICON,
      { organizationId: org.id, filePath: path },
      { token },
    );
    expect(result.data?.uploadOrganizationFavicon).toEqual({
      success: true,
      message:
        'Heads up! Your favicon is updated, but it might take some time for the updated image to show up due to caching. We appreciate your patience.',
      url: expect.any(String),
    });
    expect((await storage.getObject(`organizations/${org.id}/favicon.png`))?.bytes).toEqual(png(3));
  });

  it.each([
    ['not a PNG by its first 8 bytes', () => JPEG, 'must be a PNG'],
    ['over 1,000,000 bytes', () => png(5, 1_000_000), 'at most'],
  ])('refuses a file %s with BAD_USER_INPUT, leaving the logo as it was', async (_label, bytes, message) => {
    const before = await storedLogo();
    const path = await upload(org.users.admin.token, bytes());
    const result = await register(LOGO, org.users.admin.token, path);
    expect(result.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'filePath' } });
    expect(result.errors?.[0].message).toContain(message);
    expect(await storedLogo()).toEqual(before);
  });

  it("refuses another user's upload, another organization's image path and a path with nothing uploaded", async () => {
    const before = await storedLogo();
    const othersUpload = await upload(org.users.manager.token, png(7));
    for (const filePath of [
      othersUpload,
      `organizations/${DEMO_ORGANIZATIONS.acme.id}/logo.png`,
      `personal/${org.users.admin.id}/0123456789abcdef01234567-logo.png`,
      '../logo.png',
    ]) {
      const result = await register(LOGO, org.users.admin.token, filePath);
      expect({ filePath, code: result.errors?.[0].extensions?.code }).toEqual({ filePath, code: 'BAD_USER_INPUT' });
    }
    expect(await storedLogo()).toEqual(before);
  });

  it("refuses another organization's logo to an administrator, and the roles that may not edit it", async () => {
    const acmeLogo = `organizations/${DEMO_ORGANIZATIONS.acme.id}/logo.png`;
    const acmeBefore = (await storage.getObject(acmeLogo))?.bytes ?? null;
    const path = await upload(org.users.admin.token, png(9));
    const elsewhere = await register(LOGO, org.users.admin.token, path, DEMO_ORGANIZATIONS.acme.id);
    expect(elsewhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await storage.getObject(acmeLogo))?.bytes ?? null).toEqual(acmeBefore);
    for (const user of ['manager', 'worker', 'employee'] as const) {
      const own = await upload(org.users[user].token, png(9));
      const result = await register(LOGO, org.users[user].token, own);
      expect({ user, code: result.errors?.[0].extensions?.code }).toEqual({ user, code: 'FORBIDDEN' });
      expect(result.errors?.[0].message).toBe('Not authorized to edit the company logo');
    }
    for (const [organizationId, code] of [
      [randomUUID(), 'NOT_FOUND'],
      ['not-an-id', 'BAD_USER_INPUT'],
    ]) {
      const missing = await register(LOGO, await tokenFor('cvadmin'), path, organizationId);
      expect({ organizationId, code: missing.errors?.[0].extensions?.code }).toEqual({ organizationId, code });
    }
    const tpa = await register(FAVICON, await tokenFor('tpaSupport'), path, DEMO_ORGANIZATIONS.acme.id);
    expect(tpa.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
