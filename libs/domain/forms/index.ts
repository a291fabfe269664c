export * from './form.enums.js';
export type { FormQuestion, QuestionCondition, QuestionResponse } from './form-question.js';
export { FormEntity } from './form.entity.js';
export { FormVersionEntity } from './form-version.entity.js';
export { FormResponseEntity } from './form-response.entity.js';
export { AnonymousFormTokenEntity } from './anonymous-form-token.entity.js';
