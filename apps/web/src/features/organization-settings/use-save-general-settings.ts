import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ALIAS_SETTINGS_QUERY } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type {
  GeneralSettingsFieldsFragment,
  LayoutAliasSettingsQuery,
  UpdateOrganizationSettingsInput,
} from '../../generated/graphql';
import { UPDATE_GENERAL_SETTINGS_MUTATION } from './general-settings-queries';
import { problemOf, type SaveProblem } from './use-save-settings';

/**
 * Saves the welcome, New Request, aliases, feature flags or general sections. The answer updates the
 * organization's settings in the cache (normalized by organizationId), and saved aliases also replace the
 * labels the whole app reads (aliasSettings), so the new names show everywhere without a reload.
 */
export function useSaveGeneralSettings() {
  const session = useSession();
  const toast = useToast();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [mutate, { loading }] = useMutation(UPDATE_GENERAL_SETTINGS_MUTATION);

  const save = async (
    input: UpdateOrganizationSettingsInput,
    successMessage: string,
  ): Promise<GeneralSettingsFieldsFragment | null> => {
    setProblem(null);
    const variables = { organizationId: session.organizationId };
    try {
      const result = await mutate({
        variables: { ...variables, input },
        update(cache, { data }) {
          const saved = data?.updateOrganizationSettings;
          if (!saved || !input.aliases) return;
          // __typename lets the cache file the labels under the organization's one AliasSettings object.
          const aliasSettings = {
            __typename: 'AliasSettings',
            organizationId: saved.organizationId,
            aliases: saved.aliases.map(({ key, label, defaultLabel }) => ({
              __typename: 'AliasLabel',
              key,
              label,
              defaultLabel,
            })),
          } as LayoutAliasSettingsQuery['aliasSettings'];
          cache.writeQuery({ query: ALIAS_SETTINGS_QUERY, variables, data: { aliasSettings } });
        },
      });
      const saved = (result.data?.updateOrganizationSettings as GeneralSettingsFieldsFragment | undefined) ?? null;
      if (saved) toast.success(successMessage);
      return saved;
    } catch (error) {
      setProblem(problemOf(error));
      return null;
    }
  };

  const problemAt = (field: string): string | undefined =>
    problem?.field && (problem.field === field || problem.field.startsWith(`${field}.`)) ? problem.message : undefined;

  return { save, saving: loading, problem, problemAt, clearProblem: () => setProblem(null) };
}
