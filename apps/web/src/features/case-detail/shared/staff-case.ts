import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { MyPermissions } from '../../../app/session/use-my-permissions';
import type { SessionUser } from '../../../app/session/session-types';
import type { CaseDetailQuery } from '../../../generated/graphql';

/** The case as staff work it, with what the api says the viewer may do on it (viewerCan). */
export type StaffCase = CaseDetailQuery['caseById'];

/** Opens a dialog of the case page from the control that asked for it (focus returns there). */
export type OpenDialog<State> = (state: State, trigger: HTMLElement | null) => void;

/** Runs one change of the case; success closes the dialog and writes the answer into the cached case, an error keeps it open. */
export type PerformChange = <TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) => Promise<void>;

/** What each dialog of the staff case page is given besides what it shows. */
export interface CaseDialogContext {
  caseRecord: StaffCase;
  /** The signed-in viewer, offered "… me" shortcuts. */
  me: SessionUser | null;
  /** The viewer's permissions in the case's organization; null while they load. */
  permissions: MyPermissions | null | undefined;
  busy: boolean;
  close(): void;
  perform: PerformChange;
}
