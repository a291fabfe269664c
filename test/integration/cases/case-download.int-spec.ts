import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { isWholePdf, zipEntries } from '#test/zip-entries';

const UPLOAD_URL = `mutation($fileName: String!) { createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: "application/pdf") { url path } }`;
const UPLOAD_FILE = `mutation($caseId: ID!, $filePath: String!, $isPHI: Boolean) {
  uploadFile(caseId: $caseId, filePath: $filePath, isPHI: $isPHI) { success } }`;

describe('case download', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let caseId: string;
  const download = (token: string, id = caseId, organizationId = org.id) =>
    fetch(`${api.url}/cases/${id}/download`, {
      headers: { authorization: `Bearer ${token}`, 'x-organization-id': organizationId },
    });
  const attach = async (name: string, fileName: string, isPHI: boolean) => {
    const { token } = org.users[name];
    const created = await api.graphql<{ createUploadUrl: { url: string; path: string } }>(
      UPLOAD_URL,
      { fileName },
      { token },
    );
    const { url, path } = created.data!.createUploadUrl;
    await fetch(api.url + new URL(url).pathname, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: '%PDF-1.4',
    });
    const answer = await api.graphql(UPLOAD_FILE, { caseId, filePath: path, isPHI }, { token });
    expect(answer.errors).toBeUndefined();
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
      Pat: Role.USER,
    });
    caseId = await org.insertCase({
      submitter: 'Pat',
      status: 'IN_PROGRESS',
      assignedTo: 'Worker',
      title: 'Standing desk',
    });
    await attach('Pat', 'provider-note.pdf', true);
    await attach('Worker', 'workstation-plan.pdf', false);
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('gives admins one ZIP with the case PDF and its files', async () => {
    const response = await download(org.users.Admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="case-S-.+\.zip"$/);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const entries = zipEntries(zip);
    const [pdfName] = [...entries.keys()].filter((name) => /^S-[0-9a-f]+-1\.pdf$/.test(name));
    expect(pdfName).toBeDefined();
    expect(isWholePdf(entries.get(pdfName)!)).toBe(true);
    expect(entries.get('attachments/provider-note.pdf')?.toString()).toBe('%PDF-1.4');
    expect(entries.has('attachments/workstation-plan.pdf')).toBe(true);
  });

  it('leaves PHI files out for a downloader without access_phi (TPA Support)', async () => {
    const response = await download(org.users.Support.token);
    expect(response.status).toBe(200);
    const names = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(names).toContain('attachments/workstation-plan.pdf');
    expect(names).not.toContain('provider-note.pdf');
  });

  it("is for admins, TPA and case managers only; another organization's case does not exist", async () => {
    expect((await download(org.users.Worker.token)).status).toBe(403);
    expect((await download(org.users.Pat.token)).status).toBe(403);
    const acmeAdmin = await tokenFor('admin');
    const acme = await download(acmeAdmin, caseId, '');
    expect(acme.status).toBe(404);
    expect((await fetch(`${api.url}/cases/${caseId}/download`)).status).toBe(401);
  });
});
