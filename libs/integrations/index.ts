export * from './identity/index.js';
export * from './email/index.js';
export * from './storage/index.js';
