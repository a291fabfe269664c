import type { FormLayout, QuestionType } from './form.enums.js';

/** Shows a question only when the question at `questionIndex` was answered `response`. */
export interface QuestionCondition {
  questionIndex: number;
  response: string;
}

/** One question of a published version; versions never change, so responses keep their questions. */
export interface FormQuestion {
  id: string;
  index: number;
  type: QuestionType;
  renderMode: FormLayout | null;
  text: string;
  hint: string | null;
  placeholder: string | null;
  options: string[];
  required: boolean;
  isPHI: boolean;
  condition: QuestionCondition | null;
  documentId: string | null;
}

/** An answer as stored: text values (dates as YYYY-MM-DD), file answers as storage paths. */
export interface QuestionResponse {
  questionId: string;
  response: string[];
  fileNames: string[];
}
