export * from './identity/index.js';
export * from './email/index.js';
export * from './storage/index.js';
export * from './sms/index.js';
export * from './payments/index.js';
