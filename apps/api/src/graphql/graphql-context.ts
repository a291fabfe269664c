import type { AccessContext } from '#access';
import type { Loaders } from './loaders.js';

/** Per-operation context: the caller's identity (HTTP headers or websocket connection params) and loaders. */
export interface GraphqlContext extends AccessContext {
  clientIp: string;
  loaders: Loaders;
}
