import type { FormWithVersion } from '#domain/forms';
import type { Form } from './form.model.js';

export function toFormModel({ form, version }: FormWithVersion): Form {
  return {
    id: form.id,
    name: form.name,
    linkName: form.linkName,
    description: form.description,
    versionNumber: version?.versionNumber ?? null,
    versionId: version?.id ?? null,
    isActive: form.isActive,
    isGlobal: form.isGlobal,
    isDefault: form.isDefault,
    caseTypes: form.caseTypes,
    caseCategoryIds: form.caseCategoryIds,
    showStepsIndividually: form.showStepsIndividually,
    questions: version?.questions ?? [],
  };
}
