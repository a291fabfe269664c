import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { ACCESS_DECLARATION, type AccessDeclaration } from '#access';
import { startTestApi, type TestApi } from '#test/test-api';

const describeDeclaration = (declaration: AccessDeclaration | undefined): string => {
  if (!declaration) return 'UNDECLARED';
  if (declaration.kind !== 'restricted') return declaration.kind;
  const parts = [
    declaration.roles.length ? `roles ${declaration.roles.join(',')}` : '',
    declaration.tpaSubRoles.length ? `tpa ${declaration.tpaSubRoles.join(',')}` : '',
    declaration.permissions.length ? `permissions ${declaration.permissions.join(',')}` : '',
    declaration.message ? `"${declaration.message}"` : '',
  ];
  return parts.filter(Boolean).join('; ');
};

/**
 * Every GraphQL operation and HTTP route with who may call it. A change in who can reach what
 * changes the snapshot, so it shows in review.
 */
describe('operation access declarations', () => {
  let api: TestApi;
  let operations: Map<string, string>;

  beforeAll(async () => {
    api = await startTestApi();
    operations = new Map();
    for (const module of api.app.get(ModulesContainer).values()) {
      for (const wrapper of [...module.providers.values(), ...module.controllers.values()]) {
        const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
        if (!type?.prototype || wrapper.isNotMetatype) continue;
        const classDeclaration = Reflect.getMetadata(ACCESS_DECLARATION, type) as AccessDeclaration | undefined;
        const controllerPath = Reflect.getMetadata('path', type) as string | undefined;
        for (const name of Object.getOwnPropertyNames(type.prototype)) {
          const handler: unknown = Object.getOwnPropertyDescriptor(type.prototype, name)?.value;
          if (name === 'constructor' || typeof handler !== 'function') continue;
          const declaration = (Reflect.getMetadata(ACCESS_DECLARATION, handler) ?? classDeclaration) as
            AccessDeclaration | undefined;
          const resolverType = Reflect.getMetadata('graphql:resolver_type', handler) as string | undefined;
          const routeMethod = Reflect.getMetadata('method', handler) as RequestMethod | undefined;
          if (resolverType && ['Query', 'Mutation', 'Subscription'].includes(resolverType)) {
            const field = (Reflect.getMetadata('graphql:resolver_name', handler) as string | undefined) ?? name;
            operations.set(`${resolverType}.${field}`, describeDeclaration(declaration));
          } else if (controllerPath !== undefined && routeMethod !== undefined) {
            const path = Reflect.getMetadata('path', handler) as string;
            operations.set(
              `${RequestMethod[routeMethod]} /${controllerPath}/${path}`.replace(/\/+$/, '').replace(/\/\/+/g, '/'),
              describeDeclaration(declaration),
            );
          }
        }
      }
    }
  });
  afterAll(() => api.close());

  it('lists every operation with its declaration', () => {
    const listing = [...operations.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([operation, rule]) => `${operation}: ${rule}`);
    expect(listing).toMatchSnapshot();
  });

  it('has a declaration for every root field of the schema', () => {
    const schema = api.app.get(GraphQLSchemaHost).schema;
    const rootFields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
      (root) => (root ? Object.keys(root.getFields()).map((field) => `${root.name}.${field}`) : []),
    );
    expect(rootFields.length).toBeGreaterThan(5);
    for (const field of rootFields) {
      expect([field, operations.get(field)]).toEqual([field, expect.not.stringMatching(/^UNDECLARED$/)]);
      expect(operations.has(field)).toBe(true);
    }
  });
});
