import type { Principal } from '#access';
import type {
  CaseEntity,
  CaseListFilters,
  CaseListService,
  CasePersonRecord,
  MultiOrganizationCaseFilters,
} from '#domain/cases';
import { allPages, type ExportColumn, type ExportTable } from './export-table.js';

/** The largest page the case list answers: the export walks the list one such page at a time. */
export const EXPORT_PAGE_SIZE = 100;

export interface CaseExportRow {
  caseRecord: CaseEntity;
  submitter?: CasePersonRecord;
  assignee?: CasePersonRecord;
  /** On the cross-organization list only. */
  organizationName?: string;
}

/**
 * The case list's columns. The visit type (a health-care encounter) and the escalation reasons (often
 * clinical) are PHI; the rest is what the case list shows every reader of it.
 */
export const CASE_EXPORT_COLUMNS: readonly ExportColumn<CaseExportRow>[] = [
  { header: 'Case', value: (row) => row.caseRecord.shortId },
  { header: 'Title', value: (row) => row.caseRecord.title },
  { header: 'Employee', value: (row) => row.submitter?.fullName },
  { header: 'Employee e-mail', value: (row) => row.submitter?.email },
  { header: 'Status', value: (row) => row.caseRecord.status },
  { header: 'Archived', value: (row) => row.caseRecord.isArchived },
  { header: 'Assignee', value: (row) => row.assignee?.fullName },
  { header: 'Escalated', value: (row) => row.caseRecord.isEscalated },
  { header: 'Escalation category', value: (row) => row.caseRecord.escalationCategory },
  { header: 'Escalation reasons', value: (row) => row.caseRecord.escalationReasons.join('; '), phi: true },
  { header: 'Visit type', value: (row) => row.caseRecord.visitType, phi: true },
  { header: 'Unacknowledged comments', value: (row) => row.caseRecord.unacknowledgedCommentCount },
  { header: 'Unacknowledged notes', value: (row) => row.caseRecord.unacknowledgedNoteCount },
  { header: 'Created', value: (row) => row.caseRecord.createdAt },
  { header: 'Updated', value: (row) => row.caseRecord.updatedAt },
];

/** The organization's case list with the screen's filters (the same query, validation and order as casesByStatus). */
export function caseListTable(
  lists: CaseListService,
  principal: Principal,
  filters: CaseListFilters,
): ExportTable<CaseExportRow> {
  return {
    fileName: 'cases.csv',
    columns: CASE_EXPORT_COLUMNS,
    rows: allPages(async (after) => {
      const page = await lists.casesByStatus(principal, filters, { recordsPerPage: EXPORT_PAGE_SIZE, after });
      return {
        ...page,
        items: page.items.map((caseRecord) => ({
          caseRecord,
          submitter: caseRecord.submitterId ? page.people.get(caseRecord.submitterId) : undefined,
          assignee: caseRecord.assignedToId ? page.people.get(caseRecord.assignedToId) : undefined,
        })),
      };
    }),
  };
}

/**
 * The cases of every organization the caller serves (allMultiOrgUserCases) with the screen's filters, the
 * organization first on each row.
 */
export function casesAcrossOrganizationsTable(
  lists: CaseListService,
  principal: Principal,
  filters: MultiOrganizationCaseFilters,
  organizationNames: (ids: string[]) => Promise<ReadonlyMap<string, string>>,
): ExportTable<CaseExportRow> {
  let organizationIds: string[] | undefined;
  let names: ReadonlyMap<string, string> = new Map();
  return {
    fileName: 'cases-all-organizations.csv',
    columns: [{ header: 'Organization', value: (row) => row.organizationName }, ...CASE_EXPORT_COLUMNS],
    rows: allPages(async (after) => {
      if (!organizationIds) {
        organizationIds = await lists.organizationsAcross(principal);
        names = await organizationNames(organizationIds);
      }
      const page = await lists.acrossOrganizations(principal, organizationIds, filters, {
        recordsPerPage: EXPORT_PAGE_SIZE,
        after,
      });
      return {
        ...page,
        items: page.items.map((caseRecord) => ({
          caseRecord,
          organizationName: names.get(caseRecord.organizationId),
          submitter: caseRecord.submitterId ? page.people.get(caseRecord.submitterId) : undefined,
          assignee: caseRecord.assignedToId ? page.people.get(caseRecord.assignedToId) : undefined,
        })),
      };
    }),
  };
}
