import type { EntityManager } from 'typeorm';

/**
 * Of `formIds`, the forms an organization may send its employees to answer: its own or a global form,
 * active, with a published version (a form without one cannot be opened). Another organization's form,
 * and an id of no form, are not among them.
 */
export async function formsUsableIn(
  manager: EntityManager,
  organizationId: string,
  formIds: readonly string[],
): Promise<Set<string>> {
  if (formIds.length === 0) return new Set();
  const rows: { id: string }[] = await manager.query(
    `SELECT id FROM form
      WHERE id = ANY($1::uuid[]) AND is_active AND current_version_id IS NOT NULL
        AND (organization_id = $2 OR (organization_id IS NULL AND is_global))`,
    [formIds, organizationId],
  );
  return new Set(rows.map((row) => row.id));
}
