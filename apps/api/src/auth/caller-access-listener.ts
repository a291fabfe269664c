import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { APP_CONFIG, type AppConfig } from '#config';
import { CallerAccessCache } from './caller-access-cache.js';
import { LiveSessions } from './live-sessions.js';

/** The channel the database reports access changes on (migration UserAccessNotifications). */
export const USER_ACCESS_CHANNEL = 'user_access';
/** The payload of a change that may touch many users (a custom role). */
export const EVERY_USER = '*';
const RECONNECT_AFTER_MS = 1000;

/**
 * Listens, on a connection of its own, for the changes to users, organization access and custom roles
 * the database reports when they commit, and forgets the cached access they touch. The cache is on only
 * while this listens: a lost connection turns it off until listening again.
 */
@Injectable()
export class CallerAccessListener implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(CallerAccessListener.name);
  private client: pg.Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;
  private everListened = false;
  private readonly lostClients = new WeakSet<pg.Client>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CallerAccessCache) private readonly cache: CallerAccessCache,
    @Inject(LiveSessions) private readonly liveSessions: LiveSessions,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    this.cache.setEnabled(false);
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.config.DATABASE_URL, application_name: 'api caller access' });
    client.on('notification', (message) => {
      if (message.payload === EVERY_USER) this.cache.forgetAll();
      else if (message.payload) this.cache.forget(message.payload);
      if (message.payload) void this.liveSessions.accessChanged(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${USER_ACCESS_CHANNEL}`);
      if (this.stopped) return void (await client.end());
      this.client = client;
      this.cache.setEnabled(true);
      // Changes made while nobody listened were not reported: the open connections are checked now.
      if (this.everListened) void this.liveSessions.accessChangedForEveryone();
      this.everListened = true;
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  /** Turns the cache off and listens again shortly; once per connection, whether it errs, ends or both. */
  private lost(client: pg.Client, error: Error): void {
    if (this.client && this.client !== client) return;
    if (this.lostClients.has(client)) return;
    this.lostClients.add(client);
    this.cache.setEnabled(false);
    this.client = undefined;
    if (this.stopped) return;
    this.logger.warn(`Not listening for access changes (${error.message}); callers' access is read on every request`);
    // The broken connection may already be closed: ending it again only reports that.
    client.end().catch(() => undefined);
    this.reconnect = setTimeout(() => void this.listen(), RECONNECT_AFTER_MS);
  }
}
