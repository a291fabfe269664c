import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { errorCodeOf, graphQLErrorsOfError } from '../../app/apollo/error-codes';
import { useToast } from '../../app/notifications/use-toast';
import { useSession } from '../../app/session/use-session';
import type { OrganizationSettingsFieldsFragment, UpdateOrganizationSettingsInput } from '../../generated/graphql';
import { ORGANIZATION_SETTINGS_QUERY, UPDATE_ORGANIZATION_SETTINGS_MUTATION } from './organization-settings-queries';

/** Why a save was refused: the field the api named (a path such as `reminders.kinds.4.after`) and its words. */
export interface SaveProblem {
  field?: string;
  /** The api's message without the field path it starts with. */
  message: string;
}

const FALLBACK = "We couldn't save the settings. Check your connection and try again.";

export function problemOf(error: unknown): SaveProblem {
  const first = graphQLErrorsOfError(error)[0];
  if (!first) return { message: FALLBACK };
  if (errorCodeOf(first) !== 'BAD_USER_INPUT') return { message: first.message };
  const raw = first.extensions?.field;
  // The argument's name leads some paths (`input.…`); the screen knows only the sections.
  const field = typeof raw === 'string' ? raw.replace(/^input\./, '') : undefined;
  const message =
    typeof raw === 'string' && first.message.startsWith(`${raw}: `)
      ? first.message.slice(raw.length + 2)
      : first.message;
  return { field, message };
}

/**
 * Saves sections of the organization settings and writes the answer into the cache, so every tab reads
 * what was saved. `save` resolves to the saved settings, or to the problem to show.
 */
export function useSaveSettings() {
  const session = useSession();
  const toast = useToast();
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [mutate, { loading }] = useMutation(UPDATE_ORGANIZATION_SETTINGS_MUTATION);

  const save = async (
    input: UpdateOrganizationSettingsInput,
    successMessage: string,
  ): Promise<OrganizationSettingsFieldsFragment | null> => {
    setProblem(null);
    const variables = { organizationId: session.organizationId };
    try {
      const result = await mutate({
        variables: { ...variables, input },
        update(cache, { data }) {
          if (data) {
            cache.writeQuery({
              query: ORGANIZATION_SETTINGS_QUERY,
              variables,
              data: { allOrganizationSettings: data.updateOrganizationSettings },
            });
          }
        },
      });
      const saved = result.data?.updateOrganizationSettings ?? null;
      if (saved) toast.success(successMessage);
      return saved;
    } catch (error) {
      setProblem(problemOf(error));
      return null;
    }
  };

  /** The problem's message when it is about `field` (or a field inside it). */
  const problemAt = (field: string): string | undefined =>
    problem?.field && (problem.field === field || problem.field.startsWith(`${field}.`)) ? problem.message : undefined;

  return { save, saving: loading, problem, problemAt, clearProblem: () => setProblem(null) };
}
