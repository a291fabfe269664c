/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AliasKey =
  | 'ACCOMMODATIONS'
  | 'ACCOMMODATIONS_TEAM'
  | 'ADA_COORDINATOR'
  | 'CASE_REVIEW_TEAM'
  | 'EMPLOYEE'
  | 'HR_ADMINISTRATORS'
  | 'POINT_OF_CONTACT'
  | 'STAGE_ASSIGNED'
  | 'STAGE_COMPLETED'
  | 'STAGE_FINAL_DECISION'
  | 'STAGE_REVIEW_AND_INTERACTION'
  | 'STAGE_SUBMITTED'
  | 'TPA_LEGAL'
  | 'TPA_MEDICAL'
  | 'TPA_ROLE'
  | 'TPA_SUPPORT'
  | 'TPA_USER';

export type Role =
  | 'ADMIN'
  | 'CASEMANAGER'
  | 'CASEWORKER'
  | 'CVADMIN'
  | 'CVTPA'
  | 'USER';

export type LayoutAliasSettingsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type LayoutAliasSettingsQuery = { aliasSettings: { organizationId: string, aliases: Array<{ key: AliasKey, label: string, defaultLabel: string }> } };

export type LayoutOrganizationBrandQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type LayoutOrganizationBrandQuery = { organizationBrandInfo: { id: string, name: string, isPartner: boolean, primaryColor: string, secondaryColor: string } };

export type LayoutAllOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LayoutAllOrganizationsQuery = { allOrganizations: Array<{ id: string, name: string }> };

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { currentUser: { id: string, email: string, role: Role, firstName: string, lastName: string, fullName: string, organizationId: string | null, isMultiOrgAdmin: boolean, organizationAccess: Array<{ organizationId: string, organizationName: string, role: string }> } };

export type SessionOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionOrganizationQuery = { organizationBrandInfo: { id: string, name: string } };

export type AuthIdentityProviderByEmailQueryVariables = Exact<{
  email: string;
}>;


export type AuthIdentityProviderByEmailQuery = { identityProviderByEmail: { providerId: string | null } };

export type AuthSendPasswordResetEmailMutationVariables = Exact<{
  email: string;
  redirectUrl: string;
}>;


export type AuthSendPasswordResetEmailMutation = { sendPasswordResetEmail: { success: boolean, message: string | null } };

export type WelcomePageQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type WelcomePageQuery = { organizationBrandInfo: { id: string, name: string, welcomeText: string } };


export const LayoutAliasSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutAliasSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aliasSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLabel"}}]}}]}}]}}]} as unknown as DocumentNode<LayoutAliasSettingsQuery, LayoutAliasSettingsQueryVariables>;
export const LayoutOrganizationBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutOrganizationBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationBrandInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}}]}}]}}]} as unknown as DocumentNode<LayoutOrganizationBrandQuery, LayoutOrganizationBrandQueryVariables>;
export const LayoutAllOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutAllOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LayoutAllOrganizationsQuery, LayoutAllOrganizationsQueryVariables>;
export const SessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"isMultiOrgAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"organizationAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SessionUserQuery, SessionUserQueryVariables>;
export const SessionOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationBrandInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionOrganizationQuery, SessionOrganizationQueryVariables>;
export const AuthIdentityProviderByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthIdentityProviderByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityProviderByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]}}]} as unknown as DocumentNode<AuthIdentityProviderByEmailQuery, AuthIdentityProviderByEmailQueryVariables>;
export const AuthSendPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSendPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthSendPasswordResetEmailMutation, AuthSendPasswordResetEmailMutationVariables>;
export const WelcomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WelcomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationBrandInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}}]}}]}}]} as unknown as DocumentNode<WelcomePageQuery, WelcomePageQueryVariables>;