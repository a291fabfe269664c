/** What the Apollo setup needs from the session (app/session) and the environment. */
export interface ApolloClientDeps {
  /** The signed-in user's Firebase ID token; `forceRefresh` asks the identity service for a new one. */
  getIdToken(forceRefresh: boolean): Promise<string | null>;
  /** The effective organization (spec 000 §6), sent as `x-organization-id`; null when none. */
  getOrganizationId(): string | null;
  /** AUTHORIZED_USER_NOT_FOUND: sign out and go to /login. */
  onAuthorizedUserNotFound(): void;
  /** No token, a failed token, or INVALID_AUTHORIZATION again after a fresh token: sign out. */
  onMissingToken(): void;
  /** NOT_FOUND (except caseAttachmentUrl / organizationDocumentUrl): go to /not-found. */
  onNotFound(operationName: string | undefined): void;
  /** graphql-ws endpoint; default ws(s)://<this host>/graphql, from `httpUri` and window.location. */
  wsUrl?: string;
  /** HTTP endpoint; default '/graphql'. */
  httpUri?: string;
  /** Tests: the fetch HttpLink uses. */
  fetch?: typeof fetch;
  /** Tests: the WebSocket implementation graphql-ws uses. */
  webSocketImpl?: unknown;
}
