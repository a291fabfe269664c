import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useSession } from '../../app/session/use-session';
import type {
  CommunicationPermissionsQuery,
  CommunicationTemplateRowFragment,
  CommunicationTemplateScope,
} from '../../generated/graphql';
import { type ApiProblem, apiProblems, messageWithoutField } from '../forms/form-errors';
import {
  CREATE_COMMUNICATION_TEMPLATE_MUTATION,
  UPDATE_COMMUNICATION_TEMPLATE_MUTATION,
} from './communication-queries';
import { insertAtCursor } from './insert-at-cursor';
import { PlaceholderPicker } from './PlaceholderPicker';
import { TemplateCaseCategoriesField } from './TemplateCaseCategoriesField';
import { TemplateDocumentsField, useMayPickDocuments } from './TemplateDocumentsField';
import { TemplateFormsField } from './TemplateFormsField';
import { SCOPE_LABEL } from './template-labels';

type Permissions = CommunicationPermissionsQuery['myPermissions'];

/** The scopes the api lets the viewer create, most personal first. */
export function creatableScopes(permissions: Permissions): CommunicationTemplateScope[] {
  return [
    ...(permissions.managePersonalCommunicationTemplates ? (['USER'] as const) : []),
    ...(permissions.manageOrganizationCommunicationTemplates ? (['ORGANIZATION'] as const) : []),
    ...(permissions.manageGlobalCommunicationTemplates ? (['GLOBAL'] as const) : []),
  ];
}

const SCOPE_HELP: Record<CommunicationTemplateScope, string> = {
  USER: 'Only you can use it',
  ORGANIZATION: 'Everyone on case teams in this organization can use it',
  GLOBAL: 'Offered in every organization',
};

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The fields the api names in its refusals, shown under their field; anything else above the form. */
const FIELDS = ['name', 'text', 'isGlobal', 'isPersonal', 'formIds', 'caseCategoryIds', 'documentIds'] as const;

/** Create a template, or change what it says and offers (its scope stays as created). */
export function TemplateDialog({
  template,
  permissions,
  onClose,
  onSaved,
}: {
  template: CommunicationTemplateRowFragment | null;
  permissions: Permissions;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const session = useSession();
  const scopes = creatableScopes(permissions);
  const mayPickDocuments = useMayPickDocuments();
  const [name, setName] = useState(template?.name ?? '');
  const [text, setText] = useState(template?.text ?? '');
  const [scope, setScope] = useState<CommunicationTemplateScope>(
    template?.scope ?? (scopes.includes('ORGANIZATION') ? 'ORGANIZATION' : (scopes[0] ?? 'USER')),
  );
  const [formIds, setFormIds] = useState<readonly string[]>(template?.formIds ?? []);
  const [caseCategoryIds, setCaseCategoryIds] = useState<readonly string[]>(template?.caseCategoryIds ?? []);
  const [documentIds, setDocumentIds] = useState<readonly string[]>(template?.documentIds ?? []);
  const [problems, setProblems] = useState<ApiProblem[]>([]);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [create, { loading: creating }] = useMutation(CREATE_COMMUNICATION_TEMPLATE_MUTATION);
  const [update, { loading: updating }] = useMutation(UPDATE_COMMUNICATION_TEMPLATE_MUTATION);
  const saving = creating || updating;

  const problemAt = (field: string) => problems.find((problem) => problem.field === field);
  const general = problems.filter((problem) => !FIELDS.some((field) => problem.field?.startsWith(field)));
  const scopeProblem = problemAt('isGlobal') ?? problemAt('isPersonal');

  /** A global template offers other choices (global forms and documents, the whole catalogue): start over. */
  const changeScope = (next: CommunicationTemplateScope) => {
    if ((next === 'GLOBAL') !== (scope === 'GLOBAL')) {
      setFormIds([]);
      setCaseCategoryIds([]);
      setDocumentIds([]);
    }
    setScope(next);
  };

  const insertPlaceholder = (placeholder: string) => {
    const field = textRef.current;
    const next = insertAtCursor(text, field?.selectionStart, field?.selectionEnd, placeholder);
    setText(next.text);
    window.setTimeout(() => {
      field?.focus();
      field?.setSelectionRange(next.caret, next.caret);
    }, 0);
  };

  const save = async () => {
    setProblems([]);
    try {
      if (template) {
        await update({
          variables: {
            templateId: template.id,
            input: {
              name,
              text,
              // Sent only when changed: a form switched off (or a category no longer used) since stays on the
              // template until someone changes that list.
              ...(sameIds(formIds, template.formIds) ? {} : { formIds: [...formIds] }),
              ...(sameIds(caseCategoryIds, template.caseCategoryIds) ? {} : { caseCategoryIds: [...caseCategoryIds] }),
              ...(sameIds(documentIds, template.documentIds) ? {} : { documentIds: [...documentIds] }),
            },
          },
        });
      } else {
        await create({
          variables: {
            organizationId: session.organizationId,
            input: {
              name,
              text,
              formIds: [...formIds],
              caseCategoryIds: [...caseCategoryIds],
              documentIds: [...documentIds],
              isGlobal: scope === 'GLOBAL',
              isPersonal: scope === 'USER',
            },
          },
        });
      }
      onSaved(name.trim());
    } catch (caught) {
      setProblems(apiProblems(caught));
    }
  };

  const nameProblem = problemAt('name');
  const textProblem = problemAt('text');
  const listProblem = (field: string) => {
    const found = problems.find((problem) => problem.field?.startsWith(field));
    return found ? messageWithoutField(found) : undefined;
  };
  const pickerScope = template?.scope ?? scope;
  return (
    <Dialog open onClose={onClose} aria-labelledby="template-dialog-title" fullWidth maxWidth="md">
      <DialogTitle id="template-dialog-title">{template ? 'Edit template' : 'New template'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="template-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {general.map((problem) => (
            <Alert key={problem.message} severity="error">
              {problem.message}
            </Alert>
          ))}
          <TextField
            label="Name"
            required
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!nameProblem}
            helperText={nameProblem ? messageWithoutField(nameProblem) : undefined}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {template ? (
            <Typography variant="body2" color="text.secondary">
              Scope: {SCOPE_LABEL[template.scope] ?? template.scope}
            </Typography>
          ) : (
            <FormControl error={!!scopeProblem}>
              <FormLabel id="template-scope-label">Scope</FormLabel>
              <RadioGroup
                aria-labelledby="template-scope-label"
                value={scope}
                onChange={(event) => changeScope(event.target.value as CommunicationTemplateScope)}
              >
                {scopes.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={`${SCOPE_LABEL[option]}: ${SCOPE_HELP[option]}`}
                  />
                ))}
              </RadioGroup>
              {scopeProblem && (
                <Typography variant="caption" color="error">
                  {messageWithoutField(scopeProblem)}
                </Typography>
              )}
            </FormControl>
          )}
          <Stack spacing={0.5}>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <PlaceholderPicker onPick={insertPlaceholder} />
            </Stack>
            <TextField
              label="Text"
              required
              multiline
              minRows={6}
              value={text}
              inputRef={textRef}
              onChange={(event) => setText(event.target.value)}
              error={!!textProblem}
              helperText={
                textProblem
                  ? messageWithoutField(textProblem)
                  : 'Placeholders such as {{caseId}} are filled in when the message is sent.'
              }
            />
          </Stack>
          {permissions.allForms && (
            <TemplateFormsField
              scope={pickerScope}
              value={formIds}
              onChange={setFormIds}
              error={listProblem('formIds')}
            />
          )}
          <TemplateCaseCategoriesField
            scope={pickerScope}
            value={caseCategoryIds}
            onChange={setCaseCategoryIds}
            error={listProblem('caseCategoryIds')}
          />
          {mayPickDocuments && (
            <TemplateDocumentsField
              scope={pickerScope}
              value={documentIds}
              onChange={setDocumentIds}
              error={listProblem('documentIds')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" form="template-form" variant="contained" disabled={saving}>
          {template ? 'Save' : 'Create template'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
