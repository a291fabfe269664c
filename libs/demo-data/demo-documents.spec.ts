import { isPdf, parseStoragePath } from '#integrations';
import { DEMO_ORGANIZATIONS } from './demo-data.js';
import { DEMO_DOCUMENT_FOLDERS, DEMO_DOCUMENTS, seedDemoDocumentFiles } from './demo-documents.js';

describe('demo documents', () => {
  it('are library uploads of their organization in folders of their type, stored as PDFs', async () => {
    const stored = new Map<string, Buffer>();
    const storage = {
      exists: async (path: string) => stored.has(path),
      putObject: async (path: string, bytes: Buffer) => void stored.set(path, bytes),
    };
    await seedDemoDocumentFiles(storage as never);
    for (const document of DEMO_DOCUMENTS) {
      expect(parseStoragePath(document.path)).toMatchObject({ kind: 'organization', id: DEMO_ORGANIZATIONS.acme.id });
      expect(parseStoragePath(document.path)?.fileName).toMatch(/^[0-9a-f]{24}-/);
      expect(DEMO_DOCUMENT_FOLDERS.find((folder) => folder.id === document.folderId)?.type).toBe(document.type);
      expect(isPdf(stored.get(document.path)!)).toBe(true);
    }
  });
});
