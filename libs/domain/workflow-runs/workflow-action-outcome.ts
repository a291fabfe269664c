/**
 * An action that makes no sense for this case (the employee has no e-mail address or turned messages off,
 * the case is already assigned): noted on the run, not a failure, so it neither retries nor stops the run.
 */
export class WorkflowActionSkipped extends Error {
  constructor(readonly note: string) {
    super(note);
  }
}

/** What an action leaves to do after its transaction committed (hand a message to the sender). */
export type AfterCommit = () => Promise<void>;
