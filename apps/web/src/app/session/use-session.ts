import { useContext } from 'react';
import { SessionContext } from './session-context';
import type { Session } from './session-types';

/** The current session; only inside SessionProvider. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
