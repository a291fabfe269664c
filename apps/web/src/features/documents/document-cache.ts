import type { ApolloCache, Reference } from '@apollo/client';
import type { DocumentRowFragment } from '../../generated/graphql';
import { DOCUMENT_ROW_FIELDS } from './document-queries';

/*
 * Mutations write their answers into the Apollo cache instead of reloading the folder (DESIGN "GraphQL
 * conventions"). A document returned by a mutation is normalized by its id on its own; these helpers
 * change the lists that hold it: a folder's `documents` (newest first) and the global documents list.
 */

const folderCacheId = (cache: ApolloCache, folderId: string) =>
  cache.identify({ __typename: 'DocumentFolder', id: folderId });

/** Puts documents at the top of a cached folder's list (newest first), once each. */
export function addDocumentsToFolder(cache: ApolloCache, folderId: string, documents: readonly DocumentRowFragment[]) {
  const id = folderCacheId(cache, folderId);
  if (!id || documents.length === 0) return;
  const refs = documents.map((document) =>
    cache.writeFragment({ fragment: DOCUMENT_ROW_FIELDS, fragmentName: 'DocumentRow', data: document }),
  );
  cache.modify<{ documents: Reference[] }>({
    id,
    fields: {
      documents(existing, { readField }) {
        const list = existing as readonly Reference[];
        const added = new Set(documents.map((document) => document.id));
        const kept = list.filter((ref) => !added.has(readField<string>('id', ref) ?? ''));
        return [...refs.filter((ref): ref is Reference => !!ref), ...kept];
      },
    },
  });
}

/** Takes a document out of a cached folder's list (it moved away or was deleted). */
export function removeDocumentFromFolder(cache: ApolloCache, folderId: string, documentId: string) {
  const id = folderCacheId(cache, folderId);
  if (!id) return;
  cache.modify<{ documents: Reference[] }>({
    id,
    fields: {
      documents(existing, { readField }) {
        return (existing as readonly Reference[]).filter((ref) => readField<string>('id', ref) !== documentId);
      },
    },
  });
}

/** Forgets a deleted document everywhere: its folder's list, the global list, and the document itself. */
export function forgetDocument(cache: ApolloCache, documentId: string, folderId: string | null) {
  if (folderId) removeDocumentFromFolder(cache, folderId, documentId);
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      allGlobalDocuments(existing, { readField }) {
        return Array.isArray(existing)
          ? (existing as readonly Reference[]).filter((ref) => readField<string>('id', ref) !== documentId)
          : existing;
      },
    },
  });
  const id = cache.identify({ __typename: 'OrganizationDocument', id: documentId });
  if (id) cache.evict({ id });
  cache.gc();
}

/**
 * After a folder is renamed, the folders below it that are cached carry their old path (the breadcrumb's
 * source): each gets the new prefix, as the api wrote it.
 */
export function renameCachedPathsBelow(
  cache: ApolloCache,
  renamed: { organizationId: string | null; type: string },
  oldPath: string,
  newPath: string,
) {
  const prefix = `${oldPath}/`;
  for (const [id, entry] of Object.entries(cache.extract() as Record<string, Record<string, unknown>>)) {
    if (entry.__typename !== 'DocumentFolder' || typeof entry.path !== 'string') continue;
    if (entry.type !== renamed.type || (entry.organizationId ?? null) !== renamed.organizationId) continue;
    if (!entry.path.startsWith(prefix)) continue;
    const path = `${newPath}/${entry.path.slice(prefix.length)}`;
    cache.modify({ id, fields: { path: () => path } });
  }
}
