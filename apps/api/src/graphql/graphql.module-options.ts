import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { Request } from 'express';
import { type GraphQLError, specifiedRules, validate } from 'graphql';
import { identityFromHeaders, type PrincipalResolver, type RequestIdentity } from '#access';
import type { AppConfig } from '#config';
import { complexityPlugin, withinComplexity } from './complexity.plugin.js';
import { depthLimitRule } from './depth-limit.rule.js';
import { formatError } from './format-error.js';
import type { GraphqlContext } from './graphql-context.js';
import { liveSubscribe } from './live-subscribe.js';
import { withLazyFields } from './lazy-field.js';
import { Loaders } from './loaders.js';
import { createPeopleLoader, type PeopleSource } from './people-loader.js';

/** What a graphql-ws connection keeps between its operations. */
interface ConnectionExtra {
  identity?: RequestIdentity;
  sessionPrincipal?: GraphqlContext['sessionPrincipal'];
  clientIp?: string;
  request?: { socket?: { remoteAddress?: string } };
  /** The connection's websocket (graphql-ws's `ws` adapter). */
  socket?: { send(data: string): void };
}

/**
 * Apollo behind Nest, code-first. `schemaFile` is where the generated SDL is written
 * (committed and checked in CI), or `true` to keep it in memory (production images are read-only).
 */
export function graphqlOptions(
  config: AppConfig,
  resolver: PrincipalResolver,
  people: PeopleSource,
  schemaFile: string | true,
): ApolloDriverConfig {
  return {
    autoSchemaFile: schemaFile,
    transformSchema: withLazyFields,
    sortSchema: true,
    path: '/graphql',
    introspection: config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production',
    // Browsers must send a JSON content type or an Apollo preflight header: blocks simple-request CSRF.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthLimitRule(config.GRAPHQL_MAX_DEPTH)],
    // No response uses cache hints; Apollo's default cache-control plugin would wrap every field resolver.
    plugins: [complexityPlugin(config.GRAPHQL_MAX_COMPLEXITY), ApolloServerPluginCacheControlDisabled()],
    formatError,
    subscriptions: {
      'graphql-ws': {
        path: '/graphql',
        // The token comes in connectionParams; the principal is resolved once per connection.
        // graphql-ws bypasses Apollo's formatError: give subscription errors the same codes. (Events without
        // errors are written to the socket by liveSubscribe and never reach this hook.)
        onNext: (_context, _id, _payload, _args, result) =>
          result.errors
            ? {
                ...result,
                errors: result.errors.map((error) => formatError(error.toJSON(), error)),
              }
            : undefined,
        ...{
          // Subscriptions meet the same depth limit as HTTP operations (graphql-ws validates on its own).
          validate: (schema: Parameters<typeof validate>[0], document: Parameters<typeof validate>[1]) =>
            validate(schema, document, [...specifiedRules, depthLimitRule(config.GRAPHQL_MAX_DEPTH)]),
          // A subscription refused at subscribe time (NOT_FOUND, FORBIDDEN) arrives as an error message.
          onError: (_context: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) =>
            errors.map((error) => formatError(error.toJSON(), error)),
          // Each event is resolved and serialized once per operation, not once per subscriber; its own
          // context names no caller (each subscriber's access is checked by its subscription's filter first).
          // Subscriptions also meet the complexity cap.
          subscribe: withinComplexity(
            config.GRAPHQL_MAX_COMPLEXITY,
            liveSubscribe({
              eventContext: (): GraphqlContext => ({
                identity: {},
                clientIp: 'live-event',
                loaders: new Loaders(),
                people: createPeopleLoader(people),
              }),
              deliveryOf: (context) => (context as GraphqlContext).liveDelivery,
            }),
          ),
        },
        onConnect: async (context) => {
          const extra = context.extra as ConnectionExtra;
          extra.identity = identityFromHeaders(context.connectionParams as Record<string, unknown> | undefined);
          extra.clientIp = extra.request?.socket?.remoteAddress ?? 'unknown';
          extra.sessionPrincipal = resolver.resolve(extra.identity);
          try {
            await extra.sessionPrincipal;
            return true;
          } catch {
            return false;
          }
        },
      },
    },
    // HTTP: ({ req }); graphql-ws: (its connection context, the operation id, …).
    context: ({ req, extra }: { req?: Request; extra?: ConnectionExtra }, operationId?: unknown): GraphqlContext => {
      if (extra) {
        const socket = extra.socket;
        return {
          identity: extra.identity ?? {},
          sessionPrincipal: extra.sessionPrincipal,
          clientIp: extra.clientIp ?? 'unknown',
          loaders: new Loaders(),
          people: createPeopleLoader(people),
          ...(socket && typeof operationId === 'string'
            ? { liveDelivery: { operationId, send: (message: string) => socket.send(message) } }
            : {}),
        };
      }
      return {
        identity: identityFromHeaders(req?.headers as Record<string, unknown>),
        clientIp: req?.ip ?? 'unknown',
        loaders: new Loaders(),
        people: createPeopleLoader(people),
      };
    },
  };
}
