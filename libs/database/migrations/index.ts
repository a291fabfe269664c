import { Init1795303948278 } from './1795303948278-init.js';

/** Applied in order; add each generated migration here. */
export const migrations: Function[] = [Init1795303948278];
