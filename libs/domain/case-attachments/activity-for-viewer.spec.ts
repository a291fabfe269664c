import { Principal, Role } from '#access';
import { CaseActivityType } from '#events';
import { activityForViewer, type AttachmentFacts } from './activity-for-viewer.js';

const ORGANIZATION = '0a000000-0000-4000-8000-000000000001';
const viewer = (role: Role, id = `${role.toLowerCase()}-1`) =>
  Principal.forSession({ id, role, organizationId: ORGANIZATION, isMultiOrgAdmin: false, organizationAccess: [] });
const employee = viewer(Role.USER, 'employee');
const manager = viewer(Role.CASEMANAGER);
const entry = (type: CaseActivityType, payload: Record<string, unknown>, actorUserId = 'manager') => ({
  id: 'a-1',
  type,
  actorUserId,
  payload,
});
const file = (facts: Partial<AttachmentFacts> = {}): AttachmentFacts => ({
  isPHI: false,
  isInternal: false,
  uploadedById: 'caseworker-1',
  ...facts,
});

describe('activityForViewer', () => {
  it('gives an entry the viewer may see in full as it is', () => {
    const added = entry(CaseActivityType.ADD_ATTACHMENT, { attachmentId: 'f-1', isPHI: false });
    expect(activityForViewer(employee, added, file())).toBe(added);
    expect(activityForViewer(manager, added, file({ isPHI: true, isInternal: true }))).toBe(added);
  });

  it('leaves out the id of a PHI file the viewer may not open, and keeps that it was added or deleted', () => {
    for (const type of [CaseActivityType.ADD_ATTACHMENT, CaseActivityType.DELETE_ATTACHMENT]) {
      const shaped = activityForViewer(
        employee,
        entry(type, { attachmentId: 'f-1', fileName: 'scan.pdf', isPHI: true }),
        file({ isPHI: true }),
      );
      expect(shaped).toEqual(entry(type, { isPHI: true }));
    }
    // The employee's own PHI upload is its own to open.
    const own = entry(CaseActivityType.ADD_ATTACHMENT, { attachmentId: 'f-2', isPHI: true }, 'employee');
    expect(activityForViewer(employee, own, file({ isPHI: true, uploadedById: 'employee' }))).toBe(own);
  });

  it('drops the entries of files of internal notes for the employee', () => {
    const added = entry(CaseActivityType.ADD_ATTACHMENT, { attachmentId: 'f-1', isPHI: false });
    expect(activityForViewer(employee, added, file({ isInternal: true }))).toBeNull();
  });

  it('reads an unknown file cautiously from its entry: internal, PHI unless it says otherwise', () => {
    const added = entry(CaseActivityType.ADD_ATTACHMENT, { attachmentId: 'f-1', isPHI: false });
    expect(activityForViewer(employee, added, undefined)).toBeNull();
    expect(activityForViewer(manager, added, undefined)).toBe(added);
    const deleted = entry(CaseActivityType.DELETE_ATTACHMENT, {
      attachmentId: 'f-1',
      isPHI: false,
      isInternal: false,
      uploadedById: 'caseworker-1',
    });
    expect(activityForViewer(employee, deleted, undefined)).toBe(deleted);
  });

  it('leaves the employee only the kinds of entry meant for it', () => {
    expect(activityForViewer(employee, entry(CaseActivityType.ADD_NOTE, {}), undefined)).toBeNull();
    const note = entry(CaseActivityType.ADD_NOTE, {});
    expect(activityForViewer(manager, note, undefined)).toBe(note);
  });
});
