import { graphql } from '../../generated';

export const CASE_IMPORT_FIELDS = graphql(`
  fragment CaseImportFields on CaseImport {
    id
    fileName
    createdAt
    finishedAt
    status
    resultInfo {
      totalRows
      processedRows
      importedCount
      skippedCount
      errorCount
      errorsFileUrl
      failureReason
    }
  }
`);

/** The newest imports (CV Admin only on the api). */
export const CASE_IMPORTS_QUERY = graphql(`
  query CaseImportsInfo {
    caseImportsInfo {
      ...CaseImportFields
    }
  }
`);

export const CASE_IMPORT_TEMPLATE_QUERY = graphql(`
  query CaseImportTemplate {
    caseImportTemplate
  }
`);

export const IMPORT_CASES_MUTATION = graphql(`
  mutation ImportCases($filePath: String!) {
    importCases(filePath: $filePath) {
      success
      message
      caseImport {
        ...CaseImportFields
      }
    }
  }
`);

/** Rows done of total for every import as the worker moves. */
export const CASE_IMPORT_PROGRESS_SUBSCRIPTION = graphql(`
  subscription CaseImportProgress {
    caseImportProgress {
      caseImportId
      status
      totalRows
      processedRows
      importedCount
      skippedCount
      errorCount
    }
  }
`);
