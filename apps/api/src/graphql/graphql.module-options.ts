import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { ApolloDriverConfig } from '@nestjs/apollo';
import type { Request } from 'express';
import { execute, GraphQLError, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate } from 'graphql';
import { type AccessSubject, identityFromHeaders, type PrincipalResolver, type RequestIdentity } from '#access';
import type { AppConfig } from '#config';
import { asBadUserInput } from './bad-user-input.js';
import { type AddressedRequest, clientAddress, proxyTrust } from './client-address.js';
import { clientMessageReviver } from './client-messages.js';
import { depthLimitRule } from './depth-limit.rule.js';
import { formatErrorFor } from './format-error.js';
import { introspectionDepthRule } from './introspection-depth.rule.js';
import type { GraphqlContext } from './graphql-context.js';
import { liveSubscribe } from './live-subscribe.js';
import { withLazyFields } from './lazy-field.js';
import { Loaders } from './loaders.js';
import { operationChecksPlugin, withOperationChecks } from './operation-checks.js';
import { createPeopleLoader, type PeopleSource } from './people-loader.js';
import { sendUnlessBacklogged, type SubscriberSocket } from './unread-backlog.js';

/** What a graphql-ws connection keeps between its operations. */
interface ConnectionExtra {
  identity?: RequestIdentity;
  sessionPrincipal?: GraphqlContext['sessionPrincipal'];
  clientIp?: string;
  /** The websocket's upgrade request. */
  request?: AddressedRequest;
  /** The connection's websocket (graphql-ws's `ws` adapter). */
  socket?: SubscriberSocket;
  /** Forgets the connection among the live sessions, once it closes. */
  leaveLiveSessions?: () => void;
}

/** Where opened connections are kept so a change of their caller's access can end them (LiveSessions). */
export interface LiveSessionRegistry {
  add(subject: AccessSubject, socket: SubscriberSocket): () => void;
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
  liveSessions?: LiveSessionRegistry,
): ApolloDriverConfig {
  const formatError = formatErrorFor(config);
  const isTrustedProxy = proxyTrust(config.TRUSTED_PROXIES);
  const introspection = config.GRAPHQL_INTROSPECTION ?? config.NODE_ENV !== 'production';
  const validationRules = [depthLimitRule(config.GRAPHQL_MAX_DEPTH), introspectionDepthRule()];
  // Apollo refuses introspection over HTTP when it is off; graphql-ws validates on its own and must too.
  const socketValidationRules = [
    ...specifiedRules,
    ...validationRules,
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];
  return {
    autoSchemaFile: schemaFile,
    transformSchema: withLazyFields,
    sortSchema: true,
    path: '/graphql',
    introspection,
    // Browsers must send a JSON content type or an Apollo preflight header: blocks simple-request CSRF.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules,
    // No response uses cache hints; Apollo's default cache-control plugin would wrap every field resolver.
    plugins: [operationChecksPlugin(config.GRAPHQL_MAX_COMPLEXITY), ApolloServerPluginCacheControlDisabled()],
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
          // A server's message sent by a client closes the socket as invalid (4400), not as a server failure.
          jsonMessageReviver: clientMessageReviver,
          // A document that does not parse is the caller's error, answered as one: graphql-ws would parse it
          // outside its error handling and close the whole connection (4500). (It parses again after this.)
          onSubscribe: (_context: unknown, _id: string, payload: { query: string }) => {
            try {
              parse(payload.query);
              return undefined;
            } catch (error) {
              if (error instanceof GraphQLError) return [asBadUserInput(error)];
              throw error;
            }
          },
          // Operations over graphql-ws meet the same validation rules as HTTP ones (graphql-ws validates on
          // its own); what they refuse is the caller's error, as Apollo reports it over HTTP.
          validate: (schema: Parameters<typeof validate>[0], document: Parameters<typeof validate>[1]) =>
            validate(schema, document, socketValidationRules).map(asBadUserInput),
          // A subscription refused at subscribe time (NOT_FOUND, FORBIDDEN) arrives as an error message.
          onError: (_context: unknown, _id: string, _payload: unknown, errors: readonly GraphQLError[]) =>
            errors.map((error) => formatError(error.toJSON(), error)),
          // Queries and mutations sent over the socket meet the same input checks and cost cap.
          execute: withOperationChecks(config.GRAPHQL_MAX_COMPLEXITY, execute),
          // Each event is resolved and serialized once per operation, not once per subscriber; its own
          // context names no caller (each subscriber's access is checked by its subscription's filter first).
          // Subscriptions also meet the input checks and the cost cap.
          subscribe: withOperationChecks(
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
          extra.clientIp = extra.request ? clientAddress(extra.request, isTrustedProxy) : 'unknown';
          extra.sessionPrincipal = resolver.resolve(extra.identity);
          try {
            const principal = await extra.sessionPrincipal;
            if (liveSessions && extra.socket)
              extra.leaveLiveSessions = liveSessions.add(principal.subject, extra.socket);
            return true;
          } catch {
            return false;
          }
        },
        onClose: (context) => {
          (context.extra as ConnectionExtra).leaveLiveSessions?.();
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
            ? { liveDelivery: { operationId, send: (message: string) => sendUnlessBacklogged(socket, message) } }
            : {}),
        };
      }
      return {
        identity: identityFromHeaders(req?.headers as Record<string, unknown>),
        clientIp: req ? clientAddress(req, isTrustedProxy) : 'unknown',
        loaders: new Loaders(),
        people: createPeopleLoader(people),
      };
    },
  };
}
