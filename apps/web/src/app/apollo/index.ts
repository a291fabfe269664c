export { createApolloClient, disposeLiveConnection, resetLiveConnection } from './create-apollo-client';
export type { ApolloClientDeps } from './types';
export {
  FRESH_ID_TOKEN_CONTEXT_KEY,
  MissingIdTokenError,
  PUBLIC_OPERATION_CONTEXT,
  PUBLIC_ROOT_FIELDS,
  createAuthLink,
  identityHeaders,
  isPublicOperation,
} from './auth-link';
export { NOT_FOUND_EXEMPT_FIELDS, createErrorLink, shouldGoToNotFound, type ErrorLinkOptions } from './error-link';
export { ErrorCode, errorCodeOf, graphQLErrorsOfError, graphQLErrorsOfResult } from './error-codes';
export { createLiveConnection, defaultWsUrl, DEFAULT_HTTP_URI, type LiveConnection } from './live-connection';
export { createCache, typePolicies } from './cache';
export { announceLiveReconnected, onLiveReconnected, useLiveReconnected } from './live-reconnects';
export { rootFieldNamesOf, rootFieldsOf } from './operation-fields';
