import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../generated';
import type { AliasKey } from '../../generated/graphql';
import { useSession } from '../session/use-session';

/** Spec 000 §1 default alias labels, used until the organization's aliases load (or if they fail). */
export const DEFAULT_ALIAS_LABELS: Readonly<Record<AliasKey, string>> = {
  EMPLOYEE: 'Employee',
  HR_ADMINISTRATORS: 'HR Administrators',
  POINT_OF_CONTACT: 'Point of Contact',
  ADA_COORDINATOR: 'ADA Coordinator',
  TPA_LEGAL: 'TPA Legal',
  TPA_MEDICAL: 'TPA Medical',
  TPA_SUPPORT: 'TPA Support',
  TPA_USER: 'TPA User',
  TPA_ROLE: 'TPA Role',
  CASE_REVIEW_TEAM: 'Case Review Team',
  ACCOMMODATIONS_TEAM: 'Accommodations Team',
  ACCOMMODATIONS: 'Accommodations',
  STAGE_SUBMITTED: 'Submitted',
  STAGE_ASSIGNED: 'Assigned',
  STAGE_REVIEW_AND_INTERACTION: 'Review & Interaction',
  STAGE_FINAL_DECISION: 'Final Decision',
  STAGE_COMPLETED: 'Completed',
};

export type AliasLabels = Readonly<Record<AliasKey, string>>;

export const ALIAS_SETTINGS_QUERY = graphql(`
  query LayoutAliasSettings($organizationId: ID) {
    aliasSettings(organizationId: $organizationId) {
      organizationId
      aliases {
        key
        label
        defaultLabel
      }
    }
  }
`);

/** Merges the organization's aliases over the defaults; a blank label keeps the default. */
export function mergeAliasLabels(
  aliases: ReadonlyArray<{ key: AliasKey; label: string; defaultLabel: string }> | undefined,
): AliasLabels {
  const labels: Record<AliasKey, string> = { ...DEFAULT_ALIAS_LABELS };
  for (const alias of aliases ?? []) {
    const label = alias.label.trim() || alias.defaultLabel.trim();
    if (label) labels[alias.key] = label;
  }
  return labels;
}

/** The acting organization's alias labels (defaults while loading or when the query fails). */
export function useAliasLabels(): AliasLabels {
  const session = useSession();
  const { data } = useQuery(ALIAS_SETTINGS_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: session.status !== 'signedIn' || !session.organizationId,
  });
  return useMemo(() => mergeAliasLabels(data?.aliasSettings.aliases), [data]);
}
