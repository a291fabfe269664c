import { randomUUID } from 'node:crypto';
import { badInput } from '#access';
import { QuestionType } from './form.enums.js';
import type { FormQuestion } from './form-question.js';
import type { questionInputSchema } from './form-input.schemas.js';
import type { z } from 'zod';

const WITH_OPTIONS = new Set([QuestionType.SINGLESELECT, QuestionType.MULTISELECT]);

/**
 * Numbers the questions of a new version in order and checks what only the whole list can tell:
 * choice questions have options, and a condition points at an earlier question and one of its answers.
 */
export function buildQuestions(inputs: z.infer<typeof questionInputSchema>[]): FormQuestion[] {
  const questions: FormQuestion[] = inputs.map((input, index) => ({
    id: randomUUID(),
    index,
    type: input.type,
    renderMode: input.renderMode ?? null,
    text: input.text,
    hint: input.hint ?? null,
    placeholder: input.placeholder ?? null,
    options: input.options,
    required: input.type === QuestionType.STATEMENT ? false : input.required,
    isPHI: input.isPHI,
    condition: input.condition ?? null,
    documentId: input.documentId ?? null,
  }));
  for (const question of questions) {
    const field = `questions.${question.index}`;
    if (WITH_OPTIONS.has(question.type) && question.options.length === 0) {
      throw badInput(`${field}.options: a ${question.type} question needs options`, `${field}.options`);
    }
    if (new Set(question.options).size !== question.options.length) {
      throw badInput(`${field}.options: options must differ from each other`, `${field}.options`);
    }
    const condition = question.condition;
    if (!condition) continue;
    const target = questions[condition.questionIndex];
    if (!target || condition.questionIndex >= question.index) {
      throw badInput(`${field}.condition: must point at an earlier question`, `${field}.condition`);
    }
    if (target.options.length > 0 && !target.options.includes(condition.response)) {
      throw badInput(
        `${field}.condition: "${condition.response}" is not an answer of question ${condition.questionIndex + 1}`,
        `${field}.condition`,
      );
    }
  }
  return questions;
}
