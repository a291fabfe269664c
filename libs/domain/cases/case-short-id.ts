import { randomBytes } from 'node:crypto';

/** A new case's short reference ("C-1A2B3C4D"), unique per organization by its index. */
export const newShortId = (): string => `C-${randomBytes(4).toString('hex').toUpperCase()}`;
