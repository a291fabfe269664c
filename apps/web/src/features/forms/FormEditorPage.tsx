import { useParams } from 'react-router';
import { ExistingFormEditor } from './editor/ExistingFormEditor';
import { FormEditor } from './editor/FormEditor';

/** Routes `forms/:formId` (edit, publish a new version) and `form-builder` (a new form); Cvadmin and Admin. */
export function FormEditorPage() {
  const { formId } = useParams();
  if (!formId) return <FormEditor key="new" />;
  return <ExistingFormEditor key={formId} formId={formId} />;
}

export default FormEditorPage;
