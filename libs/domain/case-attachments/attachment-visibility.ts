import { Permission, type Principal, Role } from '#access';
import type { CaseAttachmentEntity } from './case-attachment.entity.js';

/**
 * Whether a viewer (scoped to the case's organization) sees internal notes: the case team, never the
 * employee (the api's notes field answers the employee nothing, on the same condition).
 */
export function seesInternalNotes(viewer: Principal): boolean {
  return viewer.role !== Role.USER;
}

/**
 * Whether a viewer (scoped to the case's organization) may see a file, its id included: a file sent with
 * an internal note only who sees notes; health data only with access_phi, or one's own upload.
 */
export function maySeeAttachment(
  viewer: Principal,
  attachment: Pick<CaseAttachmentEntity, 'isInternal' | 'isPHI' | 'uploadedById'>,
): boolean {
  if (attachment.isInternal && !seesInternalNotes(viewer)) return false;
  return !attachment.isPHI || attachment.uploadedById === viewer.userId || viewer.has(Permission.ACCESS_PHI);
}

/**
 * Of `ids`, in the order given, the files of the case that the viewer may see. `found` holds the loaded
 * rows by id; a row of another case is dropped here, whoever loaded it.
 */
export function visibleCaseAttachments(
  viewer: Principal,
  caseRecord: { id: string; organizationId: string },
  ids: readonly string[],
  found: ReadonlyMap<string, CaseAttachmentEntity>,
): CaseAttachmentEntity[] {
  const scoped = viewer.inOrganization(caseRecord.organizationId);
  return ids.flatMap((id) => {
    const attachment = found.get(id);
    return attachment && attachment.caseId === caseRecord.id && maySeeAttachment(scoped, attachment)
      ? [attachment]
      : [];
  });
}
