import { CasesAcrossOrganizations } from './CasesAcrossOrganizations';

/** Cases For All Organizations (all-cases, Cvadmin and Cvtpa). */
export function AllCasesPage() {
  return (
    <CasesAcrossOrganizations
      title="Cases For All Organizations"
      emptyText="Cases of the organizations you serve appear here."
    />
  );
}

export default AllCasesPage;
