/** Applied in order; add each generated migration here. */
export const migrations: Function[] = [];
