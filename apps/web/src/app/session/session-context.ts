import { createContext } from 'react';
import type { Session } from './session-types';

export const SessionContext = createContext<Session | null>(null);
