import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import { putSignedFile, uploadToOwnStorage, UploadUrlRefused } from './signed-upload';

/** A browser request that records what it was given and answers when told. */
class StorageRequest {
  static last: StorageRequest | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    StorageRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
}

describe('putSignedFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    StorageRequest.last = null;
  });

  it('PUTs the bytes with their type and reports the share sent', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const target = { url: 'https://storage.example/upload', headers: [] };
    const done = putSignedFile(target, file, 'application/pdf', (share) => progress.push(share));
    const request = StorageRequest.last!;
    expect(request).toMatchObject({
      method: 'PUT',
      url: 'https://storage.example/upload',
      headers: { 'Content-Type': 'application/pdf' },
      body: file,
    });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    request.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
    request.status = 200;
    request.onload?.();
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([0.25]);
  });

  it('fails when storage refuses the bytes or the connection drops', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const file = new File(['x'], 'a.txt', { type: 'text/plain' });
    const refused = putSignedFile(
      { url: 'https://storage.example/a', headers: [] },
      file,
      'text/plain',
      () => undefined,
    );
    StorageRequest.last!.status = 403;
    StorageRequest.last!.onload?.();
    await expect(refused).rejects.toThrow('403');

    const dropped = putSignedFile(
      { url: 'https://storage.example/b', headers: [] },
      file,
      'text/plain',
      () => undefined,
    );
    StorageRequest.last!.onerror?.();
    await expect(dropped).rejects.toThrow();
  });

  it('sends exactly the headers the upload address came with, besides its Content-Type', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    const target = {
      url: 'https://storage.googleapis.com/bucket/personal/u1/abc-letter.pdf?X-Goog-Signature=1',
      headers: [{ name: 'x-goog-if-generation-match', value: '0' }],
    };
    void putSignedFile(target, file, 'application/pdf', () => undefined);
    expect(StorageRequest.last!.headers).toEqual({
      'Content-Type': 'application/pdf',
      'x-goog-if-generation-match': '0',
    });
  });
});

describe('uploadToOwnStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    StorageRequest.last = null;
  });

  /** An Apollo client whose createUploadUrl answers `payload`, recording the variables it was sent. */
  const clientAnswering = (payload: Record<string, unknown> | null) => {
    const sent: unknown[] = [];
    const client = {
      mutate: async ({ variables }: { variables: unknown }) => {
        sent.push(variables);
        return { data: { createUploadUrl: payload } };
      },
    } as unknown as ApolloClient;
    return { client, sent };
  };

  it('asks for an address for the file, PUTs it with the headers given, and gives the path to register', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const { client, sent } = clientAnswering({
      success: true,
      message: null,
      url: 'https://storage.example/put?sig=1',
      path: 'personal/u1/abc-scan.png',
      headers: [{ name: 'x-goog-if-generation-match', value: '0' }],
    });
    const file = new File(['png'], 'scan.png', { type: 'image/png' });
    const progress: number[] = [];
    const uploaded = uploadToOwnStorage(client, file, (share) => progress.push(share));
    await vi.waitFor(() => expect(StorageRequest.last).not.toBeNull());
    expect(sent).toEqual([{ fileName: 'scan.png', contentType: 'image/png' }]);
    expect(StorageRequest.last).toMatchObject({
      method: 'PUT',
      url: 'https://storage.example/put?sig=1',
      headers: { 'Content-Type': 'image/png', 'x-goog-if-generation-match': '0' },
      body: file,
    });
    StorageRequest.last!.status = 201;
    StorageRequest.last!.onload?.();
    await expect(uploaded).resolves.toBe('personal/u1/abc-scan.png');
    expect(progress).toEqual([0]);
  });

  it('sends nothing when the api gives no address', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const { client } = clientAnswering({ success: false, message: 'Not allowed', url: null, path: '', headers: [] });
    const file = new File(['x'], 'a.bin');
    await expect(uploadToOwnStorage(client, file, () => undefined)).rejects.toBeInstanceOf(UploadUrlRefused);
    expect(StorageRequest.last).toBeNull();
  });
});
