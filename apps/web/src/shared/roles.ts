/** Role values as the api sends them (spec 000 §3). */
export type Role = 'ADMIN' | 'CASEMANAGER' | 'CASEWORKER' | 'CVADMIN' | 'CVTPA' | 'USER';
export type TpaSubRole = 'TPALEGAL' | 'TPAMEDICAL' | 'TPASUPPORT';
export const ALL_ROLES: readonly Role[] = ['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVADMIN', 'CVTPA', 'USER'];
