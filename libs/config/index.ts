export { configSchema, type AppConfig } from './config.schema.js';
export { ConfigError, loadConfigOrExit, parseConfig } from './load-config.js';
export { APP_CONFIG, ConfigModule } from './config.module.js';
export { createLogger, PinoNestLogger } from './pino-logger.js';
export { publicWebhookBase } from './public-webhook-base.js';
