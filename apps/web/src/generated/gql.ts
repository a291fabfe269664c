/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query LayoutAliasSettings($organizationId: ID) {\n    aliasSettings(organizationId: $organizationId) {\n      organizationId\n      aliases {\n        key\n        label\n        defaultLabel\n      }\n    }\n  }\n": typeof types.LayoutAliasSettingsDocument,
    "\n  query LayoutOrganizationBrand($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      isPartner\n      primaryColor\n      secondaryColor\n    }\n  }\n": typeof types.LayoutOrganizationBrandDocument,
    "\n  query LayoutAllOrganizations {\n    allOrganizations {\n      id\n      name\n    }\n  }\n": typeof types.LayoutAllOrganizationsDocument,
    "\n  query SessionUser {\n    currentUser {\n      id\n      email\n      role\n      firstName\n      lastName\n      fullName\n      organizationId\n      isMultiOrgAdmin\n      organizationAccess {\n        organizationId\n        organizationName\n        role\n      }\n    }\n  }\n": typeof types.SessionUserDocument,
    "\n  query SessionOrganization {\n    organizationBrandInfo {\n      id\n      name\n    }\n  }\n": typeof types.SessionOrganizationDocument,
    "\n  query AnonymousForm($tokenId: ID!) {\n    anonymousForm(tokenId: $tokenId) {\n      expiresAt\n      form {\n        ...RequestFormFields\n      }\n    }\n  }\n": typeof types.AnonymousFormDocument,
    "\n  mutation AddAnonymousUserFormResponseToCase($tokenId: ID!, $responses: [QuestionResponseInput!]!) {\n    addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: $responses) {\n      success\n      message\n    }\n  }\n": typeof types.AddAnonymousUserFormResponseToCaseDocument,
    "\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n": typeof types.AuthIdentityProviderByEmailDocument,
    "\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n": typeof types.AuthSendPasswordResetEmailDocument,
    "\n  fragment CaseDetailPersonFields on CasePerson {\n    id\n    fullName\n    email\n    role\n  }\n": typeof types.CaseDetailPersonFieldsFragmentDoc,
    "\n  fragment CaseDetailActivityFields on CaseActivity {\n    id\n    type\n    createdAt\n    payload\n    actor {\n      ...CaseDetailPersonFields\n    }\n    subjectUser {\n      ...CaseDetailPersonFields\n    }\n  }\n": typeof types.CaseDetailActivityFieldsFragmentDoc,
    "\n  fragment CaseDetailFormResponseFields on CaseFormResponse {\n    id\n    formName\n    submittedAt\n    createdAt\n    questions {\n      id\n      index\n      type\n      text\n      isPHI\n    }\n    questionResponses {\n      questionId\n      response\n      fileNames\n    }\n  }\n": typeof types.CaseDetailFormResponseFieldsFragmentDoc,
    "\n  query CaseDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      visitType\n      createdAt\n      updatedAt\n      organizationId\n      isArchived\n      archiveReason\n      isEscalated\n      escalationCategory\n      escalationReasons\n      submitter {\n        ...CaseDetailPersonFields\n      }\n      assignedTo {\n        ...CaseDetailPersonFields\n      }\n      assignedBy {\n        ...CaseDetailPersonFields\n      }\n      hrRep {\n        ...CaseDetailPersonFields\n      }\n      assignees {\n        ...CaseDetailPersonFields\n      }\n      organization {\n        id\n        name\n      }\n      escalations {\n        id\n        category\n        reasons\n        createdAt\n      }\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n": typeof types.CaseDetailDocument,
    "\n  query RequestDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      createdAt\n      isArchived\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n": typeof types.RequestDetailDocument,
    "\n  subscription CaseDetailActivityAdded($caseId: ID!) {\n    caseActivityAdded(caseId: $caseId) {\n      ...CaseDetailActivityFields\n    }\n  }\n": typeof types.CaseDetailActivityAddedDocument,
    "\n  mutation CaseDetailUpdate($caseId: ID!, $input: UpdateCaseInput!) {\n    updateCase(caseId: $caseId, input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailUpdateDocument,
    "\n  mutation CaseDetailChangeStatus($caseId: ID!, $status: CaseStatus!) {\n    changeCaseStatus(caseId: $caseId, status: $status) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailChangeStatusDocument,
    "\n  mutation CaseDetailAssign($caseId: ID!, $userId: ID!, $visitType: VisitType) {\n    assignCase(caseId: $caseId, userId: $userId, visitType: $visitType) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailAssignDocument,
    "\n  mutation CaseDetailUnassign($caseId: ID!) {\n    unassignCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailUnassignDocument,
    "\n  mutation CaseDetailAccept($caseId: ID!) {\n    acceptCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailAcceptDocument,
    "\n  mutation CaseDetailAddTeamMembers($caseId: ID!, $userIds: [ID!]!) {\n    assignUserToCase(caseId: $caseId, userIds: $userIds) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailAddTeamMembersDocument,
    "\n  mutation CaseDetailRemoveTeamMember($caseId: ID!, $userId: ID!) {\n    unassignUserFromCase(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailRemoveTeamMemberDocument,
    "\n  mutation CaseDetailAssignHrRep($caseId: ID!, $userId: ID!) {\n    assignCaseHrRep(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailAssignHrRepDocument,
    "\n  mutation CaseDetailUnassignHrRep($caseId: ID!) {\n    unassignCaseHrRep(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailUnassignHrRepDocument,
    "\n  mutation CaseDetailArchive($caseId: ID!, $reason: String!, $force: Boolean) {\n    archiveCase(caseId: $caseId, reason: $reason, force: $force) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailArchiveDocument,
    "\n  mutation CaseDetailReopen($caseId: ID!) {\n    reopenCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailReopenDocument,
    "\n  mutation CaseDetailEscalate($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    escalateCase(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailEscalateDocument,
    "\n  mutation CaseDetailAddEscalation($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    addCaseEscalation(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailAddEscalationDocument,
    "\n  mutation CaseDetailUpdateEscalation($escalationId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    updateCaseEscalation(escalationId: $escalationId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailUpdateEscalationDocument,
    "\n  mutation CaseDetailRemoveEscalation($escalationId: ID!) {\n    removeCaseEscalation(escalationId: $escalationId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailRemoveEscalationDocument,
    "\n  mutation CaseDetailDeEscalate($caseId: ID!) {\n    deEscalateCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": typeof types.CaseDetailDeEscalateDocument,
    "\n  query CaseDetailPeople($organizationId: ID, $roles: [Role!], $searchText: String, $recordsPerPage: Int) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: $roles\n      searchText: $searchText\n      recordsPerPage: $recordsPerPage\n      sortBy: NAME\n      sortOrder: ASC\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      users {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        role\n      }\n    }\n  }\n": typeof types.CaseDetailPeopleDocument,
    "\n  query CaseDetailForms($organizationId: ID) {\n    allForms(organizationId: $organizationId, includeDisabledForms: false) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      versionId\n    }\n  }\n": typeof types.CaseDetailFormsDocument,
    "\n  mutation CaseDetailCreateFormLink($caseId: ID!, $formId: ID!, $expiresInDays: Int!) {\n    createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: $expiresInDays) {\n      success\n      message\n      tokenId\n      expiresAt\n    }\n  }\n": typeof types.CaseDetailCreateFormLinkDocument,
    "\n  fragment CaseListRow on Case {\n    id\n    shortId\n    title\n    status\n    isArchived\n    isEscalated\n    escalationCategory\n    unacknowledgedCommentCount\n    unacknowledgedNoteCount\n    createdAt\n    updatedAt\n    submitter {\n      id\n      fullName\n      email\n    }\n    assignedTo {\n      id\n      fullName\n    }\n  }\n": typeof types.CaseListRowFragmentDoc,
    "\n  query CasesListPage(\n    $organizationId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isAssignee: Boolean\n    $isEscalated: Boolean\n    $escalationCategories: [EscalationType!]\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    casesByStatus(\n      organizationId: $organizationId\n      statuses: $statuses\n      isArchived: $isArchived\n      isAssignee: $isAssignee\n      isEscalated: $isEscalated\n      escalationCategories: $escalationCategories\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n      }\n    }\n  }\n": typeof types.CasesListPageDocument,
    "\n  query CasesListCounts($organizationId: ID, $isAssignee: Boolean) {\n    casesMetadata(organizationId: $organizationId, isAssignee: $isAssignee) {\n      new\n      notConfirmed\n      inProgress\n      outstanding\n      approved\n      denied\n      approvedClosed\n      deniedClosed\n    }\n  }\n": typeof types.CasesListCountsDocument,
    "\n  query CasesAcrossOrganizations(\n    $assigneeId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isEscalated: Boolean\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    allMultiOrgUserCases(\n      assigneeId: $assigneeId\n      statuses: $statuses\n      isArchived: $isArchived\n      isEscalated: $isEscalated\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CasesAcrossOrganizationsDocument,
    "\n  subscription CasesListOrganizationChanged {\n    organizationCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n": typeof types.CasesListOrganizationChangedDocument,
    "\n  subscription CasesListAssignedChanged {\n    assignedCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n": typeof types.CasesListAssignedChangedDocument,
    "\n  query FormsList($organizationId: ID, $includeDisabledForms: Boolean) {\n    allForms(organizationId: $organizationId, includeDisabledForms: $includeDisabledForms) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      isDefault\n      versionNumber\n      versionId\n    }\n  }\n": typeof types.FormsListDocument,
    "\n  query FormEditorForm($formId: ID!) {\n    formById(formId: $formId) {\n      id\n      name\n      linkName\n      description\n      isActive\n      isGlobal\n      isDefault\n      showStepsIndividually\n      versionNumber\n      versionId\n      questions {\n        id\n        index\n        type\n        renderMode\n        text\n        hint\n        placeholder\n        options\n        required\n        isPHI\n        documentId\n        condition {\n          questionIndex\n          response\n        }\n      }\n    }\n  }\n": typeof types.FormEditorFormDocument,
    "\n  mutation FormsSetVisibility($formId: ID!, $isActive: Boolean!) {\n    updateFormVisibility(formId: $formId, isActive: $isActive) {\n      success\n      message\n      form {\n        id\n        isActive\n      }\n    }\n  }\n": typeof types.FormsSetVisibilityDocument,
    "\n  mutation FormEditorCreateForm($input: CreateFormInput!, $organizationId: ID) {\n    createForm(input: $input, organizationId: $organizationId) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n": typeof types.FormEditorCreateFormDocument,
    "\n  mutation FormEditorCreateVersion($formId: ID!, $questions: [QuestionInput!]!) {\n    createFormVersion(formId: $formId, questions: $questions) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n": typeof types.FormEditorCreateVersionDocument,
    "\n  mutation FormEditorUpdateForm($formId: ID!, $input: UpdateFormInput!) {\n    updateForm(formId: $formId, input: $input) {\n      success\n      message\n      form {\n        id\n        name\n        linkName\n        description\n        isDefault\n        showStepsIndividually\n      }\n    }\n  }\n": typeof types.FormEditorUpdateFormDocument,
    "\n  fragment RequestFormFields on Form {\n    id\n    name\n    description\n    linkName\n    isActive\n    showStepsIndividually\n    versionId\n    questions {\n      id\n      index\n      type\n      text\n      hint\n      placeholder\n      options\n      required\n      renderMode\n      condition {\n        questionIndex\n        response\n      }\n    }\n  }\n": typeof types.RequestFormFieldsFragmentDoc,
    "\n  query RequestDefaultForm($organizationId: ID) {\n    defaultForm(organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n": typeof types.RequestDefaultFormDocument,
    "\n  query RequestFormByShortLink($linkName: String!, $isGlobal: Boolean, $organizationId: ID) {\n    formByShortLink(linkName: $linkName, isGlobal: $isGlobal, organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n": typeof types.RequestFormByShortLinkDocument,
    "\n  query RequestFormByVersion($versionId: ID!) {\n    formByVersionId(versionId: $versionId) {\n      ...RequestFormFields\n    }\n  }\n": typeof types.RequestFormByVersionDocument,
    "\n  query RequestDrafts {\n    userFormResponseDrafts {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n": typeof types.RequestDraftsDocument,
    "\n  query SubmittedRequests($submitterId: ID!) {\n    allCasesBySubmitter(submitterId: $submitterId) {\n      id\n      shortId\n      title\n      status\n      isArchived\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.SubmittedRequestsDocument,
    "\n  mutation CreateRequestDraft($input: CreateFormResponseInput!) {\n    createFormResponse(input: $input) {\n      success\n      message\n      formResponse {\n        id\n        formId\n        isDraft\n        updatedAt\n      }\n    }\n  }\n": typeof types.CreateRequestDraftDocument,
    "\n  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {\n    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {\n      success\n      message\n      formResponse {\n        id\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdateRequestDraftDocument,
    "\n  mutation DeleteRequestDraft($formResponseId: ID!) {\n    deleteFormResponse(formResponseId: $formResponseId) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteRequestDraftDocument,
    "\n  mutation SubmitRequest($formResponseId: ID!) {\n    submitForm(formResponseId: $formResponseId) {\n      success\n      message\n      caseId\n      formResponseId\n    }\n  }\n": typeof types.SubmitRequestDocument,
    "\n  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {\n    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {\n      success\n      url\n      path\n    }\n  }\n": typeof types.CreateRequestUploadUrlDocument,
    "\n  query RequestEmployeeDrafts($respondentId: ID!) {\n    userFormResponseDrafts(respondentId: $respondentId) {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      respondentId\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n": typeof types.RequestEmployeeDraftsDocument,
    "\n  query RequestEmployees(\n    $organizationId: ID\n    $searchText: String\n    $searchField: UserSearchField\n    $recordsPerPage: Int\n  ) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: [USER]\n      searchText: $searchText\n      searchField: $searchField\n      recordsPerPage: $recordsPerPage\n    ) {\n      users {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": typeof types.RequestEmployeesDocument,
    "\n  mutation AddRequestToCase($caseId: ID!, $input: AddFormResponseToCaseInput!) {\n    addFormResponseToCase(caseId: $caseId, input: $input) {\n      success\n      message\n      formResponse {\n        id\n        caseId\n      }\n    }\n  }\n": typeof types.AddRequestToCaseDocument,
    "\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n": typeof types.WelcomePageDocument,
};
const documents: Documents = {
    "\n  query LayoutAliasSettings($organizationId: ID) {\n    aliasSettings(organizationId: $organizationId) {\n      organizationId\n      aliases {\n        key\n        label\n        defaultLabel\n      }\n    }\n  }\n": types.LayoutAliasSettingsDocument,
    "\n  query LayoutOrganizationBrand($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      isPartner\n      primaryColor\n      secondaryColor\n    }\n  }\n": types.LayoutOrganizationBrandDocument,
    "\n  query LayoutAllOrganizations {\n    allOrganizations {\n      id\n      name\n    }\n  }\n": types.LayoutAllOrganizationsDocument,
    "\n  query SessionUser {\n    currentUser {\n      id\n      email\n      role\n      firstName\n      lastName\n      fullName\n      organizationId\n      isMultiOrgAdmin\n      organizationAccess {\n        organizationId\n        organizationName\n        role\n      }\n    }\n  }\n": types.SessionUserDocument,
    "\n  query SessionOrganization {\n    organizationBrandInfo {\n      id\n      name\n    }\n  }\n": types.SessionOrganizationDocument,
    "\n  query AnonymousForm($tokenId: ID!) {\n    anonymousForm(tokenId: $tokenId) {\n      expiresAt\n      form {\n        ...RequestFormFields\n      }\n    }\n  }\n": types.AnonymousFormDocument,
    "\n  mutation AddAnonymousUserFormResponseToCase($tokenId: ID!, $responses: [QuestionResponseInput!]!) {\n    addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: $responses) {\n      success\n      message\n    }\n  }\n": types.AddAnonymousUserFormResponseToCaseDocument,
    "\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n": types.AuthIdentityProviderByEmailDocument,
    "\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n": types.AuthSendPasswordResetEmailDocument,
    "\n  fragment CaseDetailPersonFields on CasePerson {\n    id\n    fullName\n    email\n    role\n  }\n": types.CaseDetailPersonFieldsFragmentDoc,
    "\n  fragment CaseDetailActivityFields on CaseActivity {\n    id\n    type\n    createdAt\n    payload\n    actor {\n      ...CaseDetailPersonFields\n    }\n    subjectUser {\n      ...CaseDetailPersonFields\n    }\n  }\n": types.CaseDetailActivityFieldsFragmentDoc,
    "\n  fragment CaseDetailFormResponseFields on CaseFormResponse {\n    id\n    formName\n    submittedAt\n    createdAt\n    questions {\n      id\n      index\n      type\n      text\n      isPHI\n    }\n    questionResponses {\n      questionId\n      response\n      fileNames\n    }\n  }\n": types.CaseDetailFormResponseFieldsFragmentDoc,
    "\n  query CaseDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      visitType\n      createdAt\n      updatedAt\n      organizationId\n      isArchived\n      archiveReason\n      isEscalated\n      escalationCategory\n      escalationReasons\n      submitter {\n        ...CaseDetailPersonFields\n      }\n      assignedTo {\n        ...CaseDetailPersonFields\n      }\n      assignedBy {\n        ...CaseDetailPersonFields\n      }\n      hrRep {\n        ...CaseDetailPersonFields\n      }\n      assignees {\n        ...CaseDetailPersonFields\n      }\n      organization {\n        id\n        name\n      }\n      escalations {\n        id\n        category\n        reasons\n        createdAt\n      }\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n": types.CaseDetailDocument,
    "\n  query RequestDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      createdAt\n      isArchived\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n": types.RequestDetailDocument,
    "\n  subscription CaseDetailActivityAdded($caseId: ID!) {\n    caseActivityAdded(caseId: $caseId) {\n      ...CaseDetailActivityFields\n    }\n  }\n": types.CaseDetailActivityAddedDocument,
    "\n  mutation CaseDetailUpdate($caseId: ID!, $input: UpdateCaseInput!) {\n    updateCase(caseId: $caseId, input: $input) {\n      success\n      message\n    }\n  }\n": types.CaseDetailUpdateDocument,
    "\n  mutation CaseDetailChangeStatus($caseId: ID!, $status: CaseStatus!) {\n    changeCaseStatus(caseId: $caseId, status: $status) {\n      success\n      message\n    }\n  }\n": types.CaseDetailChangeStatusDocument,
    "\n  mutation CaseDetailAssign($caseId: ID!, $userId: ID!, $visitType: VisitType) {\n    assignCase(caseId: $caseId, userId: $userId, visitType: $visitType) {\n      success\n      message\n    }\n  }\n": types.CaseDetailAssignDocument,
    "\n  mutation CaseDetailUnassign($caseId: ID!) {\n    unassignCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailUnassignDocument,
    "\n  mutation CaseDetailAccept($caseId: ID!) {\n    acceptCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailAcceptDocument,
    "\n  mutation CaseDetailAddTeamMembers($caseId: ID!, $userIds: [ID!]!) {\n    assignUserToCase(caseId: $caseId, userIds: $userIds) {\n      success\n      message\n    }\n  }\n": types.CaseDetailAddTeamMembersDocument,
    "\n  mutation CaseDetailRemoveTeamMember($caseId: ID!, $userId: ID!) {\n    unassignUserFromCase(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailRemoveTeamMemberDocument,
    "\n  mutation CaseDetailAssignHrRep($caseId: ID!, $userId: ID!) {\n    assignCaseHrRep(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailAssignHrRepDocument,
    "\n  mutation CaseDetailUnassignHrRep($caseId: ID!) {\n    unassignCaseHrRep(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailUnassignHrRepDocument,
    "\n  mutation CaseDetailArchive($caseId: ID!, $reason: String!, $force: Boolean) {\n    archiveCase(caseId: $caseId, reason: $reason, force: $force) {\n      success\n      message\n    }\n  }\n": types.CaseDetailArchiveDocument,
    "\n  mutation CaseDetailReopen($caseId: ID!) {\n    reopenCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailReopenDocument,
    "\n  mutation CaseDetailEscalate($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    escalateCase(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n": types.CaseDetailEscalateDocument,
    "\n  mutation CaseDetailAddEscalation($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    addCaseEscalation(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n": types.CaseDetailAddEscalationDocument,
    "\n  mutation CaseDetailUpdateEscalation($escalationId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    updateCaseEscalation(escalationId: $escalationId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n": types.CaseDetailUpdateEscalationDocument,
    "\n  mutation CaseDetailRemoveEscalation($escalationId: ID!) {\n    removeCaseEscalation(escalationId: $escalationId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailRemoveEscalationDocument,
    "\n  mutation CaseDetailDeEscalate($caseId: ID!) {\n    deEscalateCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n": types.CaseDetailDeEscalateDocument,
    "\n  query CaseDetailPeople($organizationId: ID, $roles: [Role!], $searchText: String, $recordsPerPage: Int) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: $roles\n      searchText: $searchText\n      recordsPerPage: $recordsPerPage\n      sortBy: NAME\n      sortOrder: ASC\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      users {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        role\n      }\n    }\n  }\n": types.CaseDetailPeopleDocument,
    "\n  query CaseDetailForms($organizationId: ID) {\n    allForms(organizationId: $organizationId, includeDisabledForms: false) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      versionId\n    }\n  }\n": types.CaseDetailFormsDocument,
    "\n  mutation CaseDetailCreateFormLink($caseId: ID!, $formId: ID!, $expiresInDays: Int!) {\n    createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: $expiresInDays) {\n      success\n      message\n      tokenId\n      expiresAt\n    }\n  }\n": types.CaseDetailCreateFormLinkDocument,
    "\n  fragment CaseListRow on Case {\n    id\n    shortId\n    title\n    status\n    isArchived\n    isEscalated\n    escalationCategory\n    unacknowledgedCommentCount\n    unacknowledgedNoteCount\n    createdAt\n    updatedAt\n    submitter {\n      id\n      fullName\n      email\n    }\n    assignedTo {\n      id\n      fullName\n    }\n  }\n": types.CaseListRowFragmentDoc,
    "\n  query CasesListPage(\n    $organizationId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isAssignee: Boolean\n    $isEscalated: Boolean\n    $escalationCategories: [EscalationType!]\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    casesByStatus(\n      organizationId: $organizationId\n      statuses: $statuses\n      isArchived: $isArchived\n      isAssignee: $isAssignee\n      isEscalated: $isEscalated\n      escalationCategories: $escalationCategories\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n      }\n    }\n  }\n": types.CasesListPageDocument,
    "\n  query CasesListCounts($organizationId: ID, $isAssignee: Boolean) {\n    casesMetadata(organizationId: $organizationId, isAssignee: $isAssignee) {\n      new\n      notConfirmed\n      inProgress\n      outstanding\n      approved\n      denied\n      approvedClosed\n      deniedClosed\n    }\n  }\n": types.CasesListCountsDocument,
    "\n  query CasesAcrossOrganizations(\n    $assigneeId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isEscalated: Boolean\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    allMultiOrgUserCases(\n      assigneeId: $assigneeId\n      statuses: $statuses\n      isArchived: $isArchived\n      isEscalated: $isEscalated\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CasesAcrossOrganizationsDocument,
    "\n  subscription CasesListOrganizationChanged {\n    organizationCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n": types.CasesListOrganizationChangedDocument,
    "\n  subscription CasesListAssignedChanged {\n    assignedCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n": types.CasesListAssignedChangedDocument,
    "\n  query FormsList($organizationId: ID, $includeDisabledForms: Boolean) {\n    allForms(organizationId: $organizationId, includeDisabledForms: $includeDisabledForms) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      isDefault\n      versionNumber\n      versionId\n    }\n  }\n": types.FormsListDocument,
    "\n  query FormEditorForm($formId: ID!) {\n    formById(formId: $formId) {\n      id\n      name\n      linkName\n      description\n      isActive\n      isGlobal\n      isDefault\n      showStepsIndividually\n      versionNumber\n      versionId\n      questions {\n        id\n        index\n        type\n        renderMode\n        text\n        hint\n        placeholder\n        options\n        required\n        isPHI\n        documentId\n        condition {\n          questionIndex\n          response\n        }\n      }\n    }\n  }\n": types.FormEditorFormDocument,
    "\n  mutation FormsSetVisibility($formId: ID!, $isActive: Boolean!) {\n    updateFormVisibility(formId: $formId, isActive: $isActive) {\n      success\n      message\n      form {\n        id\n        isActive\n      }\n    }\n  }\n": types.FormsSetVisibilityDocument,
    "\n  mutation FormEditorCreateForm($input: CreateFormInput!, $organizationId: ID) {\n    createForm(input: $input, organizationId: $organizationId) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n": types.FormEditorCreateFormDocument,
    "\n  mutation FormEditorCreateVersion($formId: ID!, $questions: [QuestionInput!]!) {\n    createFormVersion(formId: $formId, questions: $questions) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n": types.FormEditorCreateVersionDocument,
    "\n  mutation FormEditorUpdateForm($formId: ID!, $input: UpdateFormInput!) {\n    updateForm(formId: $formId, input: $input) {\n      success\n      message\n      form {\n        id\n        name\n        linkName\n        description\n        isDefault\n        showStepsIndividually\n      }\n    }\n  }\n": types.FormEditorUpdateFormDocument,
    "\n  fragment RequestFormFields on Form {\n    id\n    name\n    description\n    linkName\n    isActive\n    showStepsIndividually\n    versionId\n    questions {\n      id\n      index\n      type\n      text\n      hint\n      placeholder\n      options\n      required\n      renderMode\n      condition {\n        questionIndex\n        response\n      }\n    }\n  }\n": types.RequestFormFieldsFragmentDoc,
    "\n  query RequestDefaultForm($organizationId: ID) {\n    defaultForm(organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n": types.RequestDefaultFormDocument,
    "\n  query RequestFormByShortLink($linkName: String!, $isGlobal: Boolean, $organizationId: ID) {\n    formByShortLink(linkName: $linkName, isGlobal: $isGlobal, organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n": types.RequestFormByShortLinkDocument,
    "\n  query RequestFormByVersion($versionId: ID!) {\n    formByVersionId(versionId: $versionId) {\n      ...RequestFormFields\n    }\n  }\n": types.RequestFormByVersionDocument,
    "\n  query RequestDrafts {\n    userFormResponseDrafts {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n": types.RequestDraftsDocument,
    "\n  query SubmittedRequests($submitterId: ID!) {\n    allCasesBySubmitter(submitterId: $submitterId) {\n      id\n      shortId\n      title\n      status\n      isArchived\n      createdAt\n      updatedAt\n    }\n  }\n": types.SubmittedRequestsDocument,
    "\n  mutation CreateRequestDraft($input: CreateFormResponseInput!) {\n    createFormResponse(input: $input) {\n      success\n      message\n      formResponse {\n        id\n        formId\n        isDraft\n        updatedAt\n      }\n    }\n  }\n": types.CreateRequestDraftDocument,
    "\n  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {\n    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {\n      success\n      message\n      formResponse {\n        id\n        updatedAt\n      }\n    }\n  }\n": types.UpdateRequestDraftDocument,
    "\n  mutation DeleteRequestDraft($formResponseId: ID!) {\n    deleteFormResponse(formResponseId: $formResponseId) {\n      success\n      message\n    }\n  }\n": types.DeleteRequestDraftDocument,
    "\n  mutation SubmitRequest($formResponseId: ID!) {\n    submitForm(formResponseId: $formResponseId) {\n      success\n      message\n      caseId\n      formResponseId\n    }\n  }\n": types.SubmitRequestDocument,
    "\n  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {\n    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {\n      success\n      url\n      path\n    }\n  }\n": types.CreateRequestUploadUrlDocument,
    "\n  query RequestEmployeeDrafts($respondentId: ID!) {\n    userFormResponseDrafts(respondentId: $respondentId) {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      respondentId\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n": types.RequestEmployeeDraftsDocument,
    "\n  query RequestEmployees(\n    $organizationId: ID\n    $searchText: String\n    $searchField: UserSearchField\n    $recordsPerPage: Int\n  ) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: [USER]\n      searchText: $searchText\n      searchField: $searchField\n      recordsPerPage: $recordsPerPage\n    ) {\n      users {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": types.RequestEmployeesDocument,
    "\n  mutation AddRequestToCase($caseId: ID!, $input: AddFormResponseToCaseInput!) {\n    addFormResponseToCase(caseId: $caseId, input: $input) {\n      success\n      message\n      formResponse {\n        id\n        caseId\n      }\n    }\n  }\n": types.AddRequestToCaseDocument,
    "\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n": types.WelcomePageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutAliasSettings($organizationId: ID) {\n    aliasSettings(organizationId: $organizationId) {\n      organizationId\n      aliases {\n        key\n        label\n        defaultLabel\n      }\n    }\n  }\n"): (typeof documents)["\n  query LayoutAliasSettings($organizationId: ID) {\n    aliasSettings(organizationId: $organizationId) {\n      organizationId\n      aliases {\n        key\n        label\n        defaultLabel\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutOrganizationBrand($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      isPartner\n      primaryColor\n      secondaryColor\n    }\n  }\n"): (typeof documents)["\n  query LayoutOrganizationBrand($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      isPartner\n      primaryColor\n      secondaryColor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutAllOrganizations {\n    allOrganizations {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LayoutAllOrganizations {\n    allOrganizations {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionUser {\n    currentUser {\n      id\n      email\n      role\n      firstName\n      lastName\n      fullName\n      organizationId\n      isMultiOrgAdmin\n      organizationAccess {\n        organizationId\n        organizationName\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionUser {\n    currentUser {\n      id\n      email\n      role\n      firstName\n      lastName\n      fullName\n      organizationId\n      isMultiOrgAdmin\n      organizationAccess {\n        organizationId\n        organizationName\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionOrganization {\n    organizationBrandInfo {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query SessionOrganization {\n    organizationBrandInfo {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnonymousForm($tokenId: ID!) {\n    anonymousForm(tokenId: $tokenId) {\n      expiresAt\n      form {\n        ...RequestFormFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnonymousForm($tokenId: ID!) {\n    anonymousForm(tokenId: $tokenId) {\n      expiresAt\n      form {\n        ...RequestFormFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAnonymousUserFormResponseToCase($tokenId: ID!, $responses: [QuestionResponseInput!]!) {\n    addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: $responses) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AddAnonymousUserFormResponseToCase($tokenId: ID!, $responses: [QuestionResponseInput!]!) {\n    addAnonymousUserFormResponseToCase(tokenId: $tokenId, responses: $responses) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n"): (typeof documents)["\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetailPersonFields on CasePerson {\n    id\n    fullName\n    email\n    role\n  }\n"): (typeof documents)["\n  fragment CaseDetailPersonFields on CasePerson {\n    id\n    fullName\n    email\n    role\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetailActivityFields on CaseActivity {\n    id\n    type\n    createdAt\n    payload\n    actor {\n      ...CaseDetailPersonFields\n    }\n    subjectUser {\n      ...CaseDetailPersonFields\n    }\n  }\n"): (typeof documents)["\n  fragment CaseDetailActivityFields on CaseActivity {\n    id\n    type\n    createdAt\n    payload\n    actor {\n      ...CaseDetailPersonFields\n    }\n    subjectUser {\n      ...CaseDetailPersonFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetailFormResponseFields on CaseFormResponse {\n    id\n    formName\n    submittedAt\n    createdAt\n    questions {\n      id\n      index\n      type\n      text\n      isPHI\n    }\n    questionResponses {\n      questionId\n      response\n      fileNames\n    }\n  }\n"): (typeof documents)["\n  fragment CaseDetailFormResponseFields on CaseFormResponse {\n    id\n    formName\n    submittedAt\n    createdAt\n    questions {\n      id\n      index\n      type\n      text\n      isPHI\n    }\n    questionResponses {\n      questionId\n      response\n      fileNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      visitType\n      createdAt\n      updatedAt\n      organizationId\n      isArchived\n      archiveReason\n      isEscalated\n      escalationCategory\n      escalationReasons\n      submitter {\n        ...CaseDetailPersonFields\n      }\n      assignedTo {\n        ...CaseDetailPersonFields\n      }\n      assignedBy {\n        ...CaseDetailPersonFields\n      }\n      hrRep {\n        ...CaseDetailPersonFields\n      }\n      assignees {\n        ...CaseDetailPersonFields\n      }\n      organization {\n        id\n        name\n      }\n      escalations {\n        id\n        category\n        reasons\n        createdAt\n      }\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      visitType\n      createdAt\n      updatedAt\n      organizationId\n      isArchived\n      archiveReason\n      isEscalated\n      escalationCategory\n      escalationReasons\n      submitter {\n        ...CaseDetailPersonFields\n      }\n      assignedTo {\n        ...CaseDetailPersonFields\n      }\n      assignedBy {\n        ...CaseDetailPersonFields\n      }\n      hrRep {\n        ...CaseDetailPersonFields\n      }\n      assignees {\n        ...CaseDetailPersonFields\n      }\n      organization {\n        id\n        name\n      }\n      escalations {\n        id\n        category\n        reasons\n        createdAt\n      }\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      createdAt\n      isArchived\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestDetail($caseId: ID!, $last: Int) {\n    caseById(caseId: $caseId) {\n      id\n      shortId\n      title\n      status\n      createdAt\n      isArchived\n      formResponses {\n        ...CaseDetailFormResponseFields\n      }\n      activity(last: $last) {\n        ...CaseDetailActivityFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CaseDetailActivityAdded($caseId: ID!) {\n    caseActivityAdded(caseId: $caseId) {\n      ...CaseDetailActivityFields\n    }\n  }\n"): (typeof documents)["\n  subscription CaseDetailActivityAdded($caseId: ID!) {\n    caseActivityAdded(caseId: $caseId) {\n      ...CaseDetailActivityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailUpdate($caseId: ID!, $input: UpdateCaseInput!) {\n    updateCase(caseId: $caseId, input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailUpdate($caseId: ID!, $input: UpdateCaseInput!) {\n    updateCase(caseId: $caseId, input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailChangeStatus($caseId: ID!, $status: CaseStatus!) {\n    changeCaseStatus(caseId: $caseId, status: $status) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailChangeStatus($caseId: ID!, $status: CaseStatus!) {\n    changeCaseStatus(caseId: $caseId, status: $status) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailAssign($caseId: ID!, $userId: ID!, $visitType: VisitType) {\n    assignCase(caseId: $caseId, userId: $userId, visitType: $visitType) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailAssign($caseId: ID!, $userId: ID!, $visitType: VisitType) {\n    assignCase(caseId: $caseId, userId: $userId, visitType: $visitType) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailUnassign($caseId: ID!) {\n    unassignCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailUnassign($caseId: ID!) {\n    unassignCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailAccept($caseId: ID!) {\n    acceptCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailAccept($caseId: ID!) {\n    acceptCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailAddTeamMembers($caseId: ID!, $userIds: [ID!]!) {\n    assignUserToCase(caseId: $caseId, userIds: $userIds) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailAddTeamMembers($caseId: ID!, $userIds: [ID!]!) {\n    assignUserToCase(caseId: $caseId, userIds: $userIds) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailRemoveTeamMember($caseId: ID!, $userId: ID!) {\n    unassignUserFromCase(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailRemoveTeamMember($caseId: ID!, $userId: ID!) {\n    unassignUserFromCase(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailAssignHrRep($caseId: ID!, $userId: ID!) {\n    assignCaseHrRep(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailAssignHrRep($caseId: ID!, $userId: ID!) {\n    assignCaseHrRep(caseId: $caseId, userId: $userId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailUnassignHrRep($caseId: ID!) {\n    unassignCaseHrRep(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailUnassignHrRep($caseId: ID!) {\n    unassignCaseHrRep(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailArchive($caseId: ID!, $reason: String!, $force: Boolean) {\n    archiveCase(caseId: $caseId, reason: $reason, force: $force) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailArchive($caseId: ID!, $reason: String!, $force: Boolean) {\n    archiveCase(caseId: $caseId, reason: $reason, force: $force) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailReopen($caseId: ID!) {\n    reopenCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailReopen($caseId: ID!) {\n    reopenCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailEscalate($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    escalateCase(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailEscalate($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    escalateCase(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailAddEscalation($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    addCaseEscalation(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailAddEscalation($caseId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    addCaseEscalation(caseId: $caseId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailUpdateEscalation($escalationId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    updateCaseEscalation(escalationId: $escalationId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailUpdateEscalation($escalationId: ID!, $category: EscalationType!, $reasons: [String!]!) {\n    updateCaseEscalation(escalationId: $escalationId, category: $category, reasons: $reasons) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailRemoveEscalation($escalationId: ID!) {\n    removeCaseEscalation(escalationId: $escalationId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailRemoveEscalation($escalationId: ID!) {\n    removeCaseEscalation(escalationId: $escalationId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailDeEscalate($caseId: ID!) {\n    deEscalateCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailDeEscalate($caseId: ID!) {\n    deEscalateCase(caseId: $caseId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDetailPeople($organizationId: ID, $roles: [Role!], $searchText: String, $recordsPerPage: Int) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: $roles\n      searchText: $searchText\n      recordsPerPage: $recordsPerPage\n      sortBy: NAME\n      sortOrder: ASC\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      users {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseDetailPeople($organizationId: ID, $roles: [Role!], $searchText: String, $recordsPerPage: Int) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: $roles\n      searchText: $searchText\n      recordsPerPage: $recordsPerPage\n      sortBy: NAME\n      sortOrder: ASC\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      users {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseDetailForms($organizationId: ID) {\n    allForms(organizationId: $organizationId, includeDisabledForms: false) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      versionId\n    }\n  }\n"): (typeof documents)["\n  query CaseDetailForms($organizationId: ID) {\n    allForms(organizationId: $organizationId, includeDisabledForms: false) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      versionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CaseDetailCreateFormLink($caseId: ID!, $formId: ID!, $expiresInDays: Int!) {\n    createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: $expiresInDays) {\n      success\n      message\n      tokenId\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation CaseDetailCreateFormLink($caseId: ID!, $formId: ID!, $expiresInDays: Int!) {\n    createAnonymousFormToken(caseId: $caseId, formId: $formId, expiresInDays: $expiresInDays) {\n      success\n      message\n      tokenId\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseListRow on Case {\n    id\n    shortId\n    title\n    status\n    isArchived\n    isEscalated\n    escalationCategory\n    unacknowledgedCommentCount\n    unacknowledgedNoteCount\n    createdAt\n    updatedAt\n    submitter {\n      id\n      fullName\n      email\n    }\n    assignedTo {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment CaseListRow on Case {\n    id\n    shortId\n    title\n    status\n    isArchived\n    isEscalated\n    escalationCategory\n    unacknowledgedCommentCount\n    unacknowledgedNoteCount\n    createdAt\n    updatedAt\n    submitter {\n      id\n      fullName\n      email\n    }\n    assignedTo {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CasesListPage(\n    $organizationId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isAssignee: Boolean\n    $isEscalated: Boolean\n    $escalationCategories: [EscalationType!]\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    casesByStatus(\n      organizationId: $organizationId\n      statuses: $statuses\n      isArchived: $isArchived\n      isAssignee: $isAssignee\n      isEscalated: $isEscalated\n      escalationCategories: $escalationCategories\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query CasesListPage(\n    $organizationId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isAssignee: Boolean\n    $isEscalated: Boolean\n    $escalationCategories: [EscalationType!]\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    casesByStatus(\n      organizationId: $organizationId\n      statuses: $statuses\n      isArchived: $isArchived\n      isAssignee: $isAssignee\n      isEscalated: $isEscalated\n      escalationCategories: $escalationCategories\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CasesListCounts($organizationId: ID, $isAssignee: Boolean) {\n    casesMetadata(organizationId: $organizationId, isAssignee: $isAssignee) {\n      new\n      notConfirmed\n      inProgress\n      outstanding\n      approved\n      denied\n      approvedClosed\n      deniedClosed\n    }\n  }\n"): (typeof documents)["\n  query CasesListCounts($organizationId: ID, $isAssignee: Boolean) {\n    casesMetadata(organizationId: $organizationId, isAssignee: $isAssignee) {\n      new\n      notConfirmed\n      inProgress\n      outstanding\n      approved\n      denied\n      approvedClosed\n      deniedClosed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CasesAcrossOrganizations(\n    $assigneeId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isEscalated: Boolean\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    allMultiOrgUserCases(\n      assigneeId: $assigneeId\n      statuses: $statuses\n      isArchived: $isArchived\n      isEscalated: $isEscalated\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CasesAcrossOrganizations(\n    $assigneeId: ID\n    $statuses: [CaseStatus!]\n    $isArchived: Boolean\n    $isEscalated: Boolean\n    $searchText: String\n    $searchField: SearchField\n    $sortOrder: SortDirection\n    $recordsPerPage: Int\n    $after: String\n  ) {\n    allMultiOrgUserCases(\n      assigneeId: $assigneeId\n      statuses: $statuses\n      isArchived: $isArchived\n      isEscalated: $isEscalated\n      searchText: $searchText\n      searchField: $searchField\n      sortOrder: $sortOrder\n      recordsPerPage: $recordsPerPage\n      after: $after\n    ) {\n      totalCount\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      cases {\n        ...CaseListRow\n        organization {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CasesListOrganizationChanged {\n    organizationCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n"): (typeof documents)["\n  subscription CasesListOrganizationChanged {\n    organizationCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CasesListAssignedChanged {\n    assignedCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n"): (typeof documents)["\n  subscription CasesListAssignedChanged {\n    assignedCasesChanged {\n      caseId\n      activityType\n      occurredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormsList($organizationId: ID, $includeDisabledForms: Boolean) {\n    allForms(organizationId: $organizationId, includeDisabledForms: $includeDisabledForms) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      isDefault\n      versionNumber\n      versionId\n    }\n  }\n"): (typeof documents)["\n  query FormsList($organizationId: ID, $includeDisabledForms: Boolean) {\n    allForms(organizationId: $organizationId, includeDisabledForms: $includeDisabledForms) {\n      id\n      name\n      linkName\n      isActive\n      isGlobal\n      isDefault\n      versionNumber\n      versionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FormEditorForm($formId: ID!) {\n    formById(formId: $formId) {\n      id\n      name\n      linkName\n      description\n      isActive\n      isGlobal\n      isDefault\n      showStepsIndividually\n      versionNumber\n      versionId\n      questions {\n        id\n        index\n        type\n        renderMode\n        text\n        hint\n        placeholder\n        options\n        required\n        isPHI\n        documentId\n        condition {\n          questionIndex\n          response\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FormEditorForm($formId: ID!) {\n    formById(formId: $formId) {\n      id\n      name\n      linkName\n      description\n      isActive\n      isGlobal\n      isDefault\n      showStepsIndividually\n      versionNumber\n      versionId\n      questions {\n        id\n        index\n        type\n        renderMode\n        text\n        hint\n        placeholder\n        options\n        required\n        isPHI\n        documentId\n        condition {\n          questionIndex\n          response\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormsSetVisibility($formId: ID!, $isActive: Boolean!) {\n    updateFormVisibility(formId: $formId, isActive: $isActive) {\n      success\n      message\n      form {\n        id\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormsSetVisibility($formId: ID!, $isActive: Boolean!) {\n    updateFormVisibility(formId: $formId, isActive: $isActive) {\n      success\n      message\n      form {\n        id\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormEditorCreateForm($input: CreateFormInput!, $organizationId: ID) {\n    createForm(input: $input, organizationId: $organizationId) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormEditorCreateForm($input: CreateFormInput!, $organizationId: ID) {\n    createForm(input: $input, organizationId: $organizationId) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormEditorCreateVersion($formId: ID!, $questions: [QuestionInput!]!) {\n    createFormVersion(formId: $formId, questions: $questions) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormEditorCreateVersion($formId: ID!, $questions: [QuestionInput!]!) {\n    createFormVersion(formId: $formId, questions: $questions) {\n      success\n      message\n      form {\n        id\n        versionNumber\n        versionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FormEditorUpdateForm($formId: ID!, $input: UpdateFormInput!) {\n    updateForm(formId: $formId, input: $input) {\n      success\n      message\n      form {\n        id\n        name\n        linkName\n        description\n        isDefault\n        showStepsIndividually\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FormEditorUpdateForm($formId: ID!, $input: UpdateFormInput!) {\n    updateForm(formId: $formId, input: $input) {\n      success\n      message\n      form {\n        id\n        name\n        linkName\n        description\n        isDefault\n        showStepsIndividually\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequestFormFields on Form {\n    id\n    name\n    description\n    linkName\n    isActive\n    showStepsIndividually\n    versionId\n    questions {\n      id\n      index\n      type\n      text\n      hint\n      placeholder\n      options\n      required\n      renderMode\n      condition {\n        questionIndex\n        response\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RequestFormFields on Form {\n    id\n    name\n    description\n    linkName\n    isActive\n    showStepsIndividually\n    versionId\n    questions {\n      id\n      index\n      type\n      text\n      hint\n      placeholder\n      options\n      required\n      renderMode\n      condition {\n        questionIndex\n        response\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDefaultForm($organizationId: ID) {\n    defaultForm(organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n"): (typeof documents)["\n  query RequestDefaultForm($organizationId: ID) {\n    defaultForm(organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormByShortLink($linkName: String!, $isGlobal: Boolean, $organizationId: ID) {\n    formByShortLink(linkName: $linkName, isGlobal: $isGlobal, organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n"): (typeof documents)["\n  query RequestFormByShortLink($linkName: String!, $isGlobal: Boolean, $organizationId: ID) {\n    formByShortLink(linkName: $linkName, isGlobal: $isGlobal, organizationId: $organizationId) {\n      ...RequestFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestFormByVersion($versionId: ID!) {\n    formByVersionId(versionId: $versionId) {\n      ...RequestFormFields\n    }\n  }\n"): (typeof documents)["\n  query RequestFormByVersion($versionId: ID!) {\n    formByVersionId(versionId: $versionId) {\n      ...RequestFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestDrafts {\n    userFormResponseDrafts {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestDrafts {\n    userFormResponseDrafts {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmittedRequests($submitterId: ID!) {\n    allCasesBySubmitter(submitterId: $submitterId) {\n      id\n      shortId\n      title\n      status\n      isArchived\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query SubmittedRequests($submitterId: ID!) {\n    allCasesBySubmitter(submitterId: $submitterId) {\n      id\n      shortId\n      title\n      status\n      isArchived\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRequestDraft($input: CreateFormResponseInput!) {\n    createFormResponse(input: $input) {\n      success\n      message\n      formResponse {\n        id\n        formId\n        isDraft\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRequestDraft($input: CreateFormResponseInput!) {\n    createFormResponse(input: $input) {\n      success\n      message\n      formResponse {\n        id\n        formId\n        isDraft\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {\n    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {\n      success\n      message\n      formResponse {\n        id\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {\n    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {\n      success\n      message\n      formResponse {\n        id\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRequestDraft($formResponseId: ID!) {\n    deleteFormResponse(formResponseId: $formResponseId) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRequestDraft($formResponseId: ID!) {\n    deleteFormResponse(formResponseId: $formResponseId) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitRequest($formResponseId: ID!) {\n    submitForm(formResponseId: $formResponseId) {\n      success\n      message\n      caseId\n      formResponseId\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitRequest($formResponseId: ID!) {\n    submitForm(formResponseId: $formResponseId) {\n      success\n      message\n      caseId\n      formResponseId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {\n    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {\n      success\n      url\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {\n    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {\n      success\n      url\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestEmployeeDrafts($respondentId: ID!) {\n    userFormResponseDrafts(respondentId: $respondentId) {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      respondentId\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestEmployeeDrafts($respondentId: ID!) {\n    userFormResponseDrafts(respondentId: $respondentId) {\n      id\n      formId\n      formVersionId\n      isDraft\n      createdAt\n      updatedAt\n      respondentId\n      questionResponses {\n        questionId\n        response\n        fileNames\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestEmployees(\n    $organizationId: ID\n    $searchText: String\n    $searchField: UserSearchField\n    $recordsPerPage: Int\n  ) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: [USER]\n      searchText: $searchText\n      searchField: $searchField\n      recordsPerPage: $recordsPerPage\n    ) {\n      users {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query RequestEmployees(\n    $organizationId: ID\n    $searchText: String\n    $searchField: UserSearchField\n    $recordsPerPage: Int\n  ) {\n    usersByRole(\n      organizationId: $organizationId\n      roles: [USER]\n      searchText: $searchText\n      searchField: $searchField\n      recordsPerPage: $recordsPerPage\n    ) {\n      users {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRequestToCase($caseId: ID!, $input: AddFormResponseToCaseInput!) {\n    addFormResponseToCase(caseId: $caseId, input: $input) {\n      success\n      message\n      formResponse {\n        id\n        caseId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddRequestToCase($caseId: ID!, $input: AddFormResponseToCaseInput!) {\n    addFormResponseToCase(caseId: $caseId, input: $input) {\n      success\n      message\n      formResponse {\n        id\n        caseId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n"): (typeof documents)["\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;