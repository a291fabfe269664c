import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useMyPermissions } from '../../../app/session/use-my-permissions';
import { FormPreview } from '../FormPreview';
import { FormVersions } from '../versions/FormVersions';
import { EditorHeader, type EditorMode } from './EditorHeader';
import { EditorMessages } from './EditorMessages';
import { FormSettings } from './FormSettings';
import { LeaveEditorDialog } from './LeaveEditorDialog';
import { QuestionsSection } from './QuestionsSection';
import { useFormDraft, type LoadedForm } from './use-form-draft';
import { useLeaveGuard } from './use-leave-guard';
import { usePublishForm } from './use-publish-form';
import { useQuestionArrangement } from './use-question-arrangement';

/** The Form Editor: a new form (no `formId`) or the loaded one, edited, previewed and published. */
export function FormEditor({ formId, form }: { formId?: string; form?: LoadedForm }) {
  // Global forms are managed by whom the api lets set the default global form versions (the CV Admin).
  const isCvadmin = !!useMyPermissions()?.setDefaultGlobalFormVersion;
  const [mode, setMode] = useState<EditorMode>('edit');
  const editing = useFormDraft(form);
  const arrangement = useQuestionArrangement(editing.draft.questions, editing.setQuestions);
  const { blocker, allowLeave } = useLeaveGuard(editing.dirty);
  const publishing = usePublishForm({ formId, form, editing, isCvadmin, allowLeave });
  const { draft, baseline } = editing;

  const title = formId ? `Edit form${baseline.name ? `: ${baseline.name}` : ''}` : 'New form';

  return (
    <Box sx={{ py: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      <EditorHeader
        title={title}
        mode={mode}
        onToggleMode={() => setMode((current) => (current === 'edit' ? 'preview' : 'edit'))}
        onPublish={() => void publishing.publish()}
        publishing={publishing.publishing}
        versionNumber={publishing.versionNumber}
        isActive={form?.isActive}
        dirty={editing.dirty}
      />
      <EditorMessages
        announcement={arrangement.announcement}
        notice={publishing.notice}
        onDismissNotice={publishing.dismissNotice}
        localError={publishing.localError}
        server={editing.server}
        alertRef={publishing.alertRef}
      />

      {mode === 'preview' ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <FormPreview name={draft.name} questions={draft.questions} />
        </Paper>
      ) : (
        <>
          <FormSettings editing={editing} formId={formId} isCvadmin={isCvadmin} />
          <QuestionsSection editing={editing} arrangement={arrangement} />
          {formId && form && (
            <FormVersions
              formId={formId}
              formName={baseline.name}
              isGlobal={form.isGlobal}
              currentVersionId={publishing.currentVersionId}
            />
          )}
        </>
      )}

      <LeaveEditorDialog blocker={blocker} />
    </Box>
  );
}
