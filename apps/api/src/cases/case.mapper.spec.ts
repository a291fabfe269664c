import DataLoader from 'dataloader';
import { Principal, Role } from '#access';
import { CaseEntity, type CasePersonRecord } from '#domain/cases';
import { UserEntity } from '#domain/users';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import { toCaseModel } from './case.mapper.js';
import type { CasePersonField } from './case.model.js';

const ORGANIZATION = '0a000000-0000-4000-8000-000000000001';
const person = (id: string, firstName: string): CasePersonRecord =>
  Object.assign(new UserEntity(), { id, firstName, lastName: 'Doe', email: `${id}@example.test`, role: Role.ADMIN });
const viewer = (role: Role, id = 'viewer') =>
  Principal.forSession({ id, role, organizationId: ORGANIZATION, isMultiOrgAdmin: false, organizationAccess: [] });
const caseRecord = Object.assign(new CaseEntity(), {
  id: 'case-1',
  organizationId: ORGANIZATION,
  submitterId: 'employee',
  assignedToId: 'worker',
  assignedById: 'manager',
  hrRepId: null,
});

/** Resolves a person field as GraphQL's default resolver does, with a request whose loader reads `people`. */
async function resolve(field: CasePersonField, people: CasePersonRecord[], reads: string[][]) {
  if (typeof field !== 'function') return field;
  const loader = new DataLoader<string, CasePersonRecord | null>(async (ids) => {
    reads.push([...ids]);
    return ids.map((id) => people.find((candidate) => candidate.id === id) ?? null);
  });
  return field({ people: loader } as unknown as GraphqlContext);
}

describe('toCaseModel person fields', () => {
  it('gives the people read with the case at once and loads the others when asked', async () => {
    const known = new Map([['worker', person('worker', 'Wanda')]]);
    const model = toCaseModel(caseRecord as CaseEntity, viewer(Role.ADMIN), known);
    expect(model.assignedTo).toEqual({
      id: 'worker',
      firstName: 'Wanda',
      lastName: 'Doe',
      fullName: 'Wanda Doe',
      email: 'worker@example.test',
      role: Role.ADMIN,
    });
    expect(model.hrRep).toBeNull();
    const reads: string[][] = [];
    expect(await resolve(model.submitter, [person('employee', 'Eve')], reads)).toMatchObject({ fullName: 'Eve Doe' });
    expect(await resolve(model.assignedBy, [], reads)).toBeNull();
    expect(reads).toEqual([['employee'], ['manager']]);
  });

  it('names nobody an employee may not see: who assigned its case is staff only', () => {
    const model = toCaseModel(caseRecord as CaseEntity, viewer(Role.USER, 'employee'));
    expect(model.assignedBy).toBeNull();
    expect(model.assignedById).toBeNull();
    expect(typeof model.assignedTo).toBe('function');
  });
});
