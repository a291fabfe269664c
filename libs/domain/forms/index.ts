export * from './form.enums.js';
export type { FormQuestion, QuestionCondition, QuestionResponse } from './form-question.js';
export { FormEntity } from './form.entity.js';
export { FormVersionEntity } from './form-version.entity.js';
export { FormResponseEntity } from './form-response.entity.js';
export { AnonymousFormTokenEntity } from './anonymous-form-token.entity.js';
export {
  FORM_EDITORS,
  FormsService,
  type FormWithVersion,
  type GlobalDefaultFlag,
  GLOBAL_FORMS_MESSAGE,
} from './forms.service.js';
export {
  FormResponsesService,
  ON_BEHALF_MESSAGE,
  type AddFormResponseToCaseInput,
  type CreateFormResponseInput,
  type CaseFormResponse,
  type SubmittedForm,
} from './form-responses.service.js';
export type { CreateFormInput, UpdateFormInput, QuestionInput } from './form-input.schemas.js';
export {
  AnonymousFormsService,
  ANONYMOUS_FILE_PREFIX,
  ANONYMOUS_LINK_MESSAGE,
  MAX_ANONYMOUS_LINK_DAYS,
  type AnonymousForm,
  type AnonymousFormToken,
} from './anonymous-forms.service.js';
export { formsUsableIn } from './usable-forms.js';
export { FormsModule } from './forms.module.js';
