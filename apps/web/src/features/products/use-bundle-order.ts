import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { describeError } from '../request/api-errors';
import { UPDATE_BUNDLES_ORDER_MUTATION } from './catalog-documents';
import type { ProductBundle } from './catalog-types';
import { NOT_DONE_MESSAGE } from './use-catalog-change';

/** `ids` with the entry at `from` moved to `to`. */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The bundles in the order shown: a move shows at once (optimistic), sends the full ordered id list with
 * updateProductBundlesOrder, and when the api refuses goes back to the order before the move. Every move
 * and refusal is put into `announcement` for a live region.
 */
export function useBundleOrder(organizationId: string, bundles: ProductBundle[] | undefined) {
  const [mutate] = useMutation(UPDATE_BUNDLES_ORDER_MUTATION);
  const [pending, setPending] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const serverIds = bundles?.map((bundle) => bundle.id) ?? [];
  // A local order counts only while it holds exactly the bundles the api lists.
  const usable = pending && pending.length === serverIds.length && serverIds.every((id) => pending.includes(id));
  const orderedIds = usable ? pending : serverIds;
  const byId = new Map((bundles ?? []).map((bundle) => [bundle.id, bundle]));
  const ordered = orderedIds.map((id) => byId.get(id)!).filter(Boolean);

  const move = async (from: number, to: number): Promise<string | null | undefined> => {
    if (to < 0 || to >= orderedIds.length || from === to) return;
    const before = orderedIds;
    const next = moveId(before, from, to);
    const name = byId.get(before[from])?.name ?? 'The bundle';
    setPending(next);
    setAnnouncement(`${name} moved to position ${to + 1} of ${next.length}.`);
    let refusal: string | null;
    try {
      const answer = (await mutate({ variables: { organizationId, productBundleIds: next } })).data
        ?.updateProductBundlesOrder;
      refusal = answer?.success ? null : answer?.message?.trim() || NOT_DONE_MESSAGE;
    } catch (failure) {
      refusal = describeError(failure).message;
    }
    if (refusal) {
      setPending(before);
      setAnnouncement(`The order was not saved: ${refusal} ${name} is back at position ${from + 1}.`);
    }
    return refusal;
  };

  return { ordered, move, announcement };
}
