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
    "\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n": typeof types.AuthIdentityProviderByEmailDocument,
    "\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n": typeof types.AuthSendPasswordResetEmailDocument,
    "\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n": typeof types.WelcomePageDocument,
};
const documents: Documents = {
    "\n  query LayoutAliasSettings($organizationId: ID) {\n    aliasSettings(organizationId: $organizationId) {\n      organizationId\n      aliases {\n        key\n        label\n        defaultLabel\n      }\n    }\n  }\n": types.LayoutAliasSettingsDocument,
    "\n  query LayoutOrganizationBrand($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      isPartner\n      primaryColor\n      secondaryColor\n    }\n  }\n": types.LayoutOrganizationBrandDocument,
    "\n  query LayoutAllOrganizations {\n    allOrganizations {\n      id\n      name\n    }\n  }\n": types.LayoutAllOrganizationsDocument,
    "\n  query SessionUser {\n    currentUser {\n      id\n      email\n      role\n      firstName\n      lastName\n      fullName\n      organizationId\n      isMultiOrgAdmin\n      organizationAccess {\n        organizationId\n        organizationName\n        role\n      }\n    }\n  }\n": types.SessionUserDocument,
    "\n  query SessionOrganization {\n    organizationBrandInfo {\n      id\n      name\n    }\n  }\n": types.SessionOrganizationDocument,
    "\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n": types.AuthIdentityProviderByEmailDocument,
    "\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n": types.AuthSendPasswordResetEmailDocument,
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
export function graphql(source: "\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n"): (typeof documents)["\n  query AuthIdentityProviderByEmail($email: String!) {\n    identityProviderByEmail(email: $email) {\n      providerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSendPasswordResetEmail($email: String!, $redirectUrl: String!) {\n    sendPasswordResetEmail(email: $email, redirectUrl: $redirectUrl) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n"): (typeof documents)["\n  query WelcomePage($organizationId: ID) {\n    organizationBrandInfo(organizationId: $organizationId) {\n      id\n      name\n      welcomeText\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;