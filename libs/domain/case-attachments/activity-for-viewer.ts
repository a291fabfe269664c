import type { Principal } from '#access';
import { CaseActivityType, isVisibleToEmployee } from '#events';
import { maySeeAttachment, seesInternalNotes } from './attachment-visibility.js';

/** What decides who may know of a file: the same facts maySeeAttachment reads from its row. */
export interface AttachmentFacts {
  isPHI: boolean;
  isInternal: boolean;
  uploadedById: string | null;
}

/** A timeline entry as the query, the live subscription and the replay all carry it. */
export interface ActivityLike {
  type: string;
  actorUserId: string | null;
  payload: Record<string, unknown>;
}

const ATTACHMENT_ACTIVITIES: ReadonlySet<string> = new Set([
  CaseActivityType.ADD_ATTACHMENT,
  CaseActivityType.DELETE_ATTACHMENT,
]);

/** Payload fields that name a file: left out for a viewer who may not open it. */
const FILE_FIELDS = ['attachmentId', 'fileName'] as const;

/** The file an attachment entry is about, or null for any other entry. */
export function attachmentIdOf(activity: ActivityLike): string | null {
  if (!ATTACHMENT_ACTIVITIES.has(activity.type)) return null;
  const id = activity.payload.attachmentId;
  return typeof id === 'string' ? id : null;
}

/**
 * What an entry's file was, when its row is gone and nothing recorded more: the PHI flag its entry carries,
 * the actor of its ADD_ATTACHMENT as uploader, and internal, since only who sees notes may see an entry
 * whose file could have been sent with a note.
 */
function factsFromEntry(activity: ActivityLike): AttachmentFacts {
  return {
    isPHI: activity.payload.isPHI !== false,
    isInternal: activity.payload.isInternal !== false,
    uploadedById:
      typeof activity.payload.uploadedById === 'string'
        ? activity.payload.uploadedById
        : activity.type === CaseActivityType.ADD_ATTACHMENT
          ? activity.actorUserId
          : null,
  };
}

/**
 * A timeline entry as one viewer (scoped to the case's organization) may see it, or null when it may not
 * see it at all. The one place this is decided, for the case's timeline query, the live subscription and
 * the replay from a resume point alike:
 * - the employee sees only the kinds of entry meant for it (activity-visibility.ts);
 * - an attachment entry whose file belongs to an internal note is dropped for who does not see notes;
 * - an attachment entry whose file the viewer may not open (PHI without access_phi, not its own upload)
 *   stays, that a file was added or deleted, without the file's id or name.
 * `facts` are the file's as it is now (a file sent with a note becomes internal after its entry was
 * recorded); undefined when they are not known, then the entry's own payload is read, cautiously.
 * The entry is returned as it is when nothing is left out, else a copy.
 */
export function activityForViewer<T extends ActivityLike>(
  viewer: Principal,
  activity: T,
  facts: AttachmentFacts | undefined,
): T | null {
  const notes = seesInternalNotes(viewer);
  if (!notes && !isVisibleToEmployee(activity.type)) return null;
  if (!ATTACHMENT_ACTIVITIES.has(activity.type)) return activity;
  const file = facts ?? factsFromEntry(activity);
  if (file.isInternal && !notes) return null;
  if (maySeeAttachment(viewer, file)) return activity;
  const payload = { ...activity.payload };
  for (const field of FILE_FIELDS) delete payload[field];
  return { ...activity, payload };
}
