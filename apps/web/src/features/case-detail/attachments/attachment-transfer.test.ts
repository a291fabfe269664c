import { afterEach, describe, expect, it, vi } from 'vitest';
import { putFileWithProgress } from './attachment-transfer';

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

describe('putFileWithProgress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    StorageRequest.last = null;
  });

  it('PUTs the bytes with their type and reports the share sent', async () => {
    vi.stubGlobal('XMLHttpRequest', StorageRequest);
    const file = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    const progress: number[] = [];
    const done = putFileWithProgress('https://storage.example/upload', file, 'application/pdf', (share) =>
      progress.push(share),
    );
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
    const refused = putFileWithProgress('https://storage.example/a', file, 'text/plain', () => undefined);
    StorageRequest.last!.status = 403;
    StorageRequest.last!.onload?.();
    await expect(refused).rejects.toThrow('403');

    const dropped = putFileWithProgress('https://storage.example/b', file, 'text/plain', () => undefined);
    StorageRequest.last!.onerror?.();
    await expect(dropped).rejects.toThrow();
  });
});
