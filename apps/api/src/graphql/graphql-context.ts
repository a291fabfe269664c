import type { AccessContext, Principal } from '#access';
import type { LiveDelivery } from './live-subscribe.js';
import type { Loaders } from './loaders.js';
import type { PeopleLoader } from './people-loader.js';

/** Per-operation context: the caller's identity (HTTP headers or websocket connection params) and loaders. */
export interface GraphqlContext extends AccessContext {
  clientIp: string;
  loaders: Loaders;
  /** The people named on cases, batched per operation. */
  people: PeopleLoader;
  /** A websocket operation's socket and id, where its subscription events are written. */
  liveDelivery?: LiveDelivery;
}

/** The caller of a field resolver, which is reached only through operations that required one. */
export function requirePrincipal(context: GraphqlContext): Principal {
  if (!context.principal) throw new Error('This field is resolved for signed-in callers only');
  return context.principal;
}
