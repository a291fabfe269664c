import { z } from 'zod';
import { FormLayout, QuestionType } from './form.enums.js';

const linkName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/, 'use lowercase letters, digits and dashes');

export const questionInputSchema = z.object({
  type: z.enum(QuestionType),
  renderMode: z.enum(FormLayout).nullish(),
  text: z.string().trim().min(1, 'is required').max(2000),
  hint: z.string().trim().max(2000).nullish(),
  placeholder: z.string().trim().max(200).nullish(),
  options: z.array(z.string().trim().min(1).max(500)).max(200).default([]),
  required: z.boolean().default(false),
  isPHI: z.boolean().default(false),
  condition: z.object({ questionIndex: z.number().int().min(0), response: z.string().min(1).max(500) }).nullish(),
  documentId: z.uuid().nullish(),
});

export const createFormSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  linkName,
  description: z.string().trim().max(5000).default(''),
  isGlobal: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  showStepsIndividually: z.boolean().default(false),
  caseTypes: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  questions: z.array(questionInputSchema).max(300).default([]),
});

export const updateFormSchema = createFormSchema
  .pick({
    name: true,
    linkName: true,
    description: true,
    showStepsIndividually: true,
    caseTypes: true,
    isDefault: true,
  })
  .partial();

/** Answers as a client sends them; their meaning is checked against the version by answer-validation. */
export const answerInputSchema = z.object({
  questionId: z.string().min(1).max(100),
  response: z.array(z.string().max(5000)).max(200),
  fileNames: z.array(z.string().max(255)).max(200).nullish(),
});

export const answersInputSchema = z.array(answerInputSchema).max(300);

export type QuestionInput = z.input<typeof questionInputSchema>;
export type CreateFormInput = z.input<typeof createFormSchema>;
export type UpdateFormInput = z.input<typeof updateFormSchema>;
