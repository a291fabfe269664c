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
    "\n  mutation CreateRequestDraft($input: CreateFormResponseInput!) {\n    createFormResponse(input: $input) {\n      success\n      message\n      formResponse {\n        id\n        formId\n        isDraft\n        updatedAt\n      }\n    }\n  }\n": typeof types.CreateRequestDraftDocument,
    "\n  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {\n    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {\n      success\n      message\n      formResponse {\n        id\n        updatedAt\n      }\n    }\n  }\n": typeof types.UpdateRequestDraftDocument,
    "\n  mutation DeleteRequestDraft($formResponseId: ID!) {\n    deleteFormResponse(formResponseId: $formResponseId) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteRequestDraftDocument,
    "\n  mutation SubmitRequest($formResponseId: ID!) {\n    submitForm(formResponseId: $formResponseId) {\n      success\n      message\n      caseId\n      formResponseId\n    }\n  }\n": typeof types.SubmitRequestDocument,
    "\n  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {\n    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {\n      success\n      url\n      path\n    }\n  }\n": typeof types.CreateRequestUploadUrlDocument,
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
    "\n  mutation CreateRequestDraft($input: CreateFormResponseInput!) {\n    createFormResponse(input: $input) {\n      success\n      message\n      formResponse {\n        id\n        formId\n        isDraft\n        updatedAt\n      }\n    }\n  }\n": types.CreateRequestDraftDocument,
    "\n  mutation UpdateRequestDraft($formResponseId: ID!, $questionResponses: [QuestionResponseInput!]!) {\n    updateFormResponse(formResponseId: $formResponseId, questionResponses: $questionResponses) {\n      success\n      message\n      formResponse {\n        id\n        updatedAt\n      }\n    }\n  }\n": types.UpdateRequestDraftDocument,
    "\n  mutation DeleteRequestDraft($formResponseId: ID!) {\n    deleteFormResponse(formResponseId: $formResponseId) {\n      success\n      message\n    }\n  }\n": types.DeleteRequestDraftDocument,
    "\n  mutation SubmitRequest($formResponseId: ID!) {\n    submitForm(formResponseId: $formResponseId) {\n      success\n      message\n      caseId\n      formResponseId\n    }\n  }\n": types.SubmitRequestDocument,
    "\n  mutation CreateRequestUploadUrl($fileName: String!, $contentType: String!) {\n    createUploadUrl(target: PERSONAL, fileName: $fileName, contentType: $contentType) {\n      success\n      url\n      path\n    }\n  }\n": types.CreateRequestUploadUrlDocument,
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
export function graphql(source: "\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n"): (typeof documents)["\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;