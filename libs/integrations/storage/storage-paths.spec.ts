import {
  anonymousPath,
  attachmentContentDisposition,
  inboundEmailPath,
  MAX_FILE_NAME_LENGTH,
  organizationDocumentPath,
  organizationPath,
  type OrganizationImageName,
  parseStoragePath,
  partnerIntegrationPath,
  type PartnerIntegrationImageName,
  personalPath,
  sanitizeFileName,
} from './storage-paths.js';

const USER_ID = '6f1c2a52-8f0e-4a4e-9d55-1f5a2b3c4d5e';
const ORG_ID = '0b7a1c9e-1111-4222-8333-944455566677';
const RANDOM = '[0-9a-f]{24}';

describe('sanitizeFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['My report (final).pdf', 'My_report_final_.pdf'],
    ['résumé.docx', 'resume.docx'],
    ['C:\\Users\\me\\scan.png', 'scan.png'],
    ['../../etc/passwd', 'passwd'],
    ['.htaccess', 'htaccess'],
    ['..', 'file'],
    ['', 'file'],
    ['   ', 'file'],
    ['a..b...c.txt', 'a.b.c.txt'],
    ['trailing.', 'trailing'],
    ['-rf', 'rf'],
    ['x\u0000y\ny.txt', 'x_y_y.txt'],
    ['<script>alert(1)</script>.html', 'script_.html'],
    ['<b>alert(1)<b>.html', '_b_alert_1_b_.html'],
    ['日本語.pdf', 'file.pdf'],
    ['日本語', 'file'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('caps a name whose "extension" is too long to be one', () => {
    expect(sanitizeFileName(`x.${'b'.repeat(300)}`)).toHaveLength(MAX_FILE_NAME_LENGTH);
  });
});

describe('path builders', () => {
  it('personalPath: personal/{userId}/{random}-{safeName}', () => {
    expect(personalPath(USER_ID, 'My scan.png')).toMatch(new RegExp(`^personal/${USER_ID}/${RANDOM}-My_scan\\.png$`));
  });

  it('anonymousPath: anonymous/{random}-{safeName}', () => {
    expect(anonymousPath('note.txt')).toMatch(new RegExp(`^anonymous/${RANDOM}-note\\.txt$`));
  });

  it('inboundEmailPath: inboundEmail/{emailKey}/{random}-{safeName}, read back as its own kind', () => {
    const path = inboundEmailPath('abc123', 'Doctor note.pdf');
    expect(path).toMatch(new RegExp(`^inboundEmail/abc123/${RANDOM}-Doctor_note\\.pdf$`));
    expect(parseStoragePath(path)).toMatchObject({ kind: 'inboundEmail', id: 'abc123' });
    expect(() => inboundEmailPath('../x', 'a.pdf')).toThrow(RangeError);
  });

  it('gives a fresh random prefix every time', () => {
    expect(personalPath(USER_ID, 'a.pdf')).not.toBe(personalPath(USER_ID, 'a.pdf'));
  });

  it.each(['logo.png', 'favicon.png', 'prescription-logo.png'] as const)('organizationPath with %s', (name) => {
    expect(organizationPath(ORG_ID, name)).toBe(`organizations/${ORG_ID}/${name}`);
  });

  it('organizationPath refuses names outside the fixed set', () => {
    expect(() => organizationPath(ORG_ID, 'policy.pdf' as OrganizationImageName)).toThrow(RangeError);
  });

  it('organizationDocumentPath random-prefixes, so a document never replaces the logo', () => {
    expect(organizationDocumentPath(ORG_ID, 'logo.png')).toMatch(
      new RegExp(`^organizations/${ORG_ID}/${RANDOM}-logo\\.png$`),
    );
  });

  it.each([
    'logo.png',
    'landing.png',
    'landing-bottom.png',
    'journey-image-1.png',
    'journey-image-2.png',
    'journey-image-3.png',
  ] as const)('partnerIntegrationPath with %s', (name) => {
    expect(partnerIntegrationPath(ORG_ID, name)).toBe(`partnerIntegrations/${ORG_ID}/${name}`);
  });

  it('partnerIntegrationPath refuses other names', () => {
    expect(() => partnerIntegrationPath(ORG_ID, 'journey-image-4.png' as PartnerIntegrationImageName)).toThrow(
      RangeError,
    );
  });

  it.each(['', '../x', 'a/b', 'a b', 'x'.repeat(129)])('refuses the owner id %j', (id) => {
    expect(() => personalPath(id, 'a.pdf')).toThrow(RangeError);
    expect(() => organizationPath(id, 'logo.png')).toThrow(RangeError);
    expect(() => partnerIntegrationPath(id, 'logo.png')).toThrow(RangeError);
  });

  it('every built path parses back to its owner', () => {
    expect(parseStoragePath(personalPath(USER_ID, 'a.pdf'))).toMatchObject({ kind: 'personal', id: USER_ID });
    expect(parseStoragePath(anonymousPath('a.pdf'))).toMatchObject({ kind: 'anonymous', id: null });
    expect(parseStoragePath(organizationPath(ORG_ID, 'favicon.png'))).toEqual({
      kind: 'organization',
      id: ORG_ID,
      fileName: 'favicon.png',
    });
    expect(parseStoragePath(organizationDocumentPath(ORG_ID, 'x.pdf'))).toMatchObject({
      kind: 'organization',
      id: ORG_ID,
    });
    expect(parseStoragePath(partnerIntegrationPath(ORG_ID, 'landing-bottom.png'))).toEqual({
      kind: 'partnerIntegration',
      id: ORG_ID,
      fileName: 'landing-bottom.png',
    });
  });
});

describe('parseStoragePath', () => {
  it.each([
    ['empty', ''],
    ['unknown root', `private/${USER_ID}/a.pdf`],
    ['root only', 'personal'],
    ['missing name', `personal/${USER_ID}`],
    ['extra segment', `personal/${USER_ID}/sub/a.pdf`],
    ['anonymous with a folder', `anonymous/${USER_ID}/a.pdf`],
    ['parent segment', `personal/${USER_ID}/../other/a.pdf`],
    ['parent as id', 'personal/../a.pdf'],
    ['dot segment', `personal/./a.pdf`],
    ['absolute', `/personal/${USER_ID}/a.pdf`],
    ['backslash', `personal\\${USER_ID}\\a.pdf`],
    ['backslash in name', `personal/${USER_ID}/..\\a.pdf`],
    ['empty segment', `personal//a.pdf`],
    ['trailing slash', `personal/${USER_ID}/`],
    ['newline', `personal/${USER_ID}/a\n.pdf`],
    ['NUL', `personal/${USER_ID}/a\u0000.pdf`],
    ['DEL', `personal/${USER_ID}/a\u007f.pdf`],
    ['hidden name', `personal/${USER_ID}/.a.pdf.meta.json`],
    ['space in name', `personal/${USER_ID}/a b.pdf`],
    ['percent-encoding', `personal/${USER_ID}/%2e%2e`],
    ['unknown partner image', `partnerIntegrations/${ORG_ID}/secret.pdf`],
    ['bad id characters', 'organizations/org:1/logo.png'],
    ['too long', `anonymous/${'a'.repeat(2000)}`],
  ])('refuses %s', (_label, path) => {
    expect(parseStoragePath(path)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(parseStoragePath(undefined as unknown as string)).toBeNull();
  });
});

describe('attachmentContentDisposition', () => {
  it('uses the plain name when it is already safe', () => {
    expect(attachmentContentDisposition('report.pdf')).toBe('attachment; filename="report.pdf"');
  });

  it('adds filename* with the original name, and never lets quotes through', () => {
    expect(attachmentContentDisposition('Résumé "v2".pdf')).toBe(
      `attachment; filename="Resume_v2_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22v2%22.pdf`,
    );
  });

  it('drops control characters so a header cannot be split', () => {
    const value = attachmentContentDisposition('a\r\nSet-Cookie: x=1.txt');
    expect(value).not.toMatch(/[\r\n]/);
  });
});
