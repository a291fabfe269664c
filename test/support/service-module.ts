import type { DynamicModule, Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { Principal } from '#access';
import { ConfigModule } from '#config';
import { DatabaseModule } from '#database/runtime';
import { ENTITIES } from '#entities';
import { EventsModule } from '#events';
import { UsersModule, UsersService } from '#domain/users';
import { testConfig } from './test-env.js';

export interface ServiceModule {
  moduleRef: TestingModule;
  dataSource: DataSource;
  get<T>(type: Type<T>): T;
  /**
   * The caller as the api would see it for this user: its access read by the users area (the same
   * statement every signed-in request runs), scoped to the organization it has stored, if any.
   */
  principal(userId: string, storedOrganizationId?: string | null): Promise<Principal>;
  close(): Promise<void>;
}

/**
 * A Nest module of the area(s) under test on the real database and Redis, without HTTP or identity
 * tokens: configuration, database, the event backbone, the users area (for principals) and `areas`.
 */
export async function createServiceModule(
  areas: (Type<unknown> | DynamicModule)[],
  configOverrides: Record<string, string> = {},
): Promise<ServiceModule> {
  const imports = [
    ConfigModule.forRoot(testConfig(configOverrides)),
    DatabaseModule.forRoot(ENTITIES),
    EventsModule,
    ...new Set([UsersModule, ...areas]),
  ];
  const moduleRef = await Test.createTestingModule({ imports }).compile();
  await moduleRef.init();
  const users = moduleRef.get(UsersService);
  return {
    moduleRef,
    dataSource: moduleRef.get(DataSource),
    get: (type) => moduleRef.get(type, { strict: false }),
    async principal(userId, storedOrganizationId) {
      const subject = await users.accessSubject(userId);
      if (!subject) throw new Error(`No user row ${userId}`);
      return Principal.forSession(subject, storedOrganizationId);
    },
    close: () => moduleRef.close(),
  };
}
