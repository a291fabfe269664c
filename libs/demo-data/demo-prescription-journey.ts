import { Role, TpaSubRole } from '#access';
import type { DemoUser } from './demo-data.js';

/**
 * Vitality's care team and one member, for the partner journey: a TPA Medical prescriber who records the
 * prescription, a TPA Support who places the order with the pharmacy, and the member whose request it is.
 */
export const DEMO_PRESCRIPTION_JOURNEY_USERS: DemoUser[] = [
  {
    key: 'vitalityMedical',
    id: '0b000000-0000-4000-8000-000000000301',
    email: 'medical@vitality.demo.test',
    firstName: 'Quinn',
    lastName: 'Rivera',
    role: Role.CVTPA,
    organization: null,
    description: 'TPA Medical, Vitality (prescriber licensed in CA and FL)',
    access: [{ organization: 'vitality', role: TpaSubRole.TPAMEDICAL }],
  },
  {
    key: 'vitalitySupport',
    id: '0b000000-0000-4000-8000-000000000302',
    email: 'support@vitality.demo.test',
    firstName: 'Jordan',
    lastName: 'Ellis',
    role: Role.CVTPA,
    organization: null,
    description: 'TPA Support, Vitality (places pharmacy orders)',
    access: [{ organization: 'vitality', role: TpaSubRole.TPASUPPORT }],
  },
  {
    key: 'vitalityMember',
    id: '0b000000-0000-4000-8000-000000000303',
    email: 'riley.park@vitality.demo.test',
    firstName: 'Riley',
    lastName: 'Park',
    role: Role.USER,
    organization: 'vitality',
    description: 'Member, Vitality: a shipped order with a follow-up due, and a request awaiting its prescription',
  },
];

/** The prescriber's licence data (getUserExternalProviderDetails). */
export const DEMO_PRESCRIBER = {
  npi: '1234567893',
  dea: 'BR1234563',
  availableStates: ['CA', 'FL'],
};

export const DEMO_MEMBER_ADDRESS = {
  addressLine1: '48 Lakeview Terrace',
  addressLine2: null,
  city: 'San Diego',
  state: 'CA',
  country: 'US',
  postalCode: '92101',
};

/** The member's follow-up form every 28 days on "Semaglutide monthly". */
export const DEMO_FOLLOW_UP_FORM = {
  id: '0e000003-0000-4000-8000-000000000001',
  versionId: '0e000003-0000-4000-8000-000000000002',
  name: 'Monthly check-in',
  linkName: 'monthly-check-in',
  description: 'How the medication is going, so your clinician can adjust the dose.',
  periodDays: 28,
};

/**
 * VH-1002 went the whole way: prescribed, ordered, shipped, its next follow-up form due in two days. VH-1003 is
 * the member's new request, assigned to the prescriber and waiting for the prescription.
 */
export const DEMO_JOURNEY_CASES = {
  shipped: { id: '0d000000-0000-4000-8000-000000000102', shortId: 'VH-1002', title: 'GLP-1 weight management' },
  awaiting: { id: '0d000000-0000-4000-8000-000000000103', shortId: 'VH-1003', title: 'GLP-1 dose review' },
} as const;

export const DEMO_JOURNEY_DECISION_ID = '0d400000-0000-4000-8000-000000000001';
export const DEMO_JOURNEY_ORDER_ID = '0d500000-0000-4000-8000-000000000001';
