import { parseConfig } from '#config';
import { LocalStorageDriver } from './local-storage.driver.js';
import { createStorageDriver } from './storage.module.js';

describe('createStorageDriver', () => {
  it('chooses the local driver by default', async () => {
    const driver = await createStorageDriver(parseConfig({ STORAGE_LOCAL_DIR: '/tmp/storage-spec' }));
    expect(driver).toBeInstanceOf(LocalStorageDriver);
  });

  it('needs a bucket for gcs', async () => {
    await expect(createStorageDriver(parseConfig({ STORAGE_DRIVER: 'gcs', STORAGE_BUCKET: '' }))).rejects.toThrow(
      'STORAGE_BUCKET is required',
    );
  });
});
