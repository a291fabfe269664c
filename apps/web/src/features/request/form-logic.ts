import type { QuestionResponseInput, RequestFormFieldsFragment } from '../../generated/graphql';

export type RunnerForm = RequestFormFieldsFragment;
export type RunnerQuestion = RunnerForm['questions'][number];

/** One answer as the runner keeps it: the values sent as `response`, and file display names for FILE. */
export interface Answer {
  response: string[];
  fileNames?: string[];
}

export type Answers = Readonly<Record<string, Answer>>;

/** Files larger than this are flagged as over the limit and not uploaded (spec 000 §5). */
export const MAX_UPLOAD_BYTES = 1_000_000;

/** Autosave waits this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1000;

export const VISIT_TYPE_LABELS: Readonly<Record<string, string>> = {
  SYNC_VIDEO: 'Video call',
  SYNC_PHONE: 'Phone call',
  ASYNC_TEXT_EMAIL: 'Text or e-mail',
  ORDER_FORM: 'Order form',
  NO_SHOW: 'No show',
};

/** US states and DC, by two-letter code (the server's WIDGET_STATE_PICKER accepts these). */
export const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

export function inIndexOrder(questions: readonly RunnerQuestion[]): RunnerQuestion[] {
  return [...questions].sort((a, b) => a.index - b.index);
}

/** Whether an answer holds anything (all-blank values count as no answer, as on the server). */
export function hasAnswer(answer: Answer | undefined): boolean {
  return !!answer && answer.response.some((value) => value.trim() !== '');
}

/**
 * The questions the respondent sees, in order, mirroring the server: a question with a condition
 * shows only when the earlier question at `condition.questionIndex` is itself shown and its answer
 * contains `condition.response`. Conditions on the same or a later question are never met.
 */
export function visibleQuestions(questions: readonly RunnerQuestion[], answers: Answers): RunnerQuestion[] {
  const visible: RunnerQuestion[] = [];
  const visibleIds = new Set<string>();
  const byIndex = new Map<number, RunnerQuestion>();
  for (const question of inIndexOrder(questions)) {
    if (!byIndex.has(question.index)) byIndex.set(question.index, question);
    const condition = question.condition;
    let shown = true;
    if (condition) {
      const source = condition.questionIndex < question.index ? byIndex.get(condition.questionIndex) : undefined;
      shown =
        !!source &&
        visibleIds.has(source.id) &&
        (answers[source.id]?.response.map((value) => value.trim()).includes(condition.response) ?? false);
    }
    if (shown) {
      visible.push(question);
      visibleIds.add(question.id);
    }
  }
  return visible;
}

/** Whether an answer is complete enough to save (a half-filled pair would fail the server's format check). */
function isSavable(question: RunnerQuestion, answer: Answer): boolean {
  if (!hasAnswer(answer)) return false;
  if (question.type === 'WIDGET_BMI' || question.type === 'DATERANGE') {
    return answer.response.length >= 2 && answer.response.slice(0, 2).every((value) => value.trim() !== '');
  }
  return true;
}

/** The answers to send: shown questions only (the server drops hidden ones), statements never. */
export function toQuestionResponses(questions: readonly RunnerQuestion[], answers: Answers): QuestionResponseInput[] {
  const result: QuestionResponseInput[] = [];
  for (const question of visibleQuestions(questions, answers)) {
    if (question.type === 'STATEMENT') continue;
    const answer = answers[question.id];
    if (!answer || !isSavable(question, answer)) continue;
    const response = question.type === 'WIDGET_BMI' ? answer.response.slice(0, 2) : answer.response;
    result.push(
      question.type === 'FILE'
        ? { questionId: question.id, response, fileNames: answer.fileNames ?? [] }
        : { questionId: question.id, response },
    );
  }
  return result;
}

/** Answers of a saved draft, keyed by question id (answers to questions the form no longer has are dropped). */
export function answersFromDraft(
  questions: readonly RunnerQuestion[],
  saved: ReadonlyArray<{ questionId: string; response: readonly string[]; fileNames: readonly string[] }>,
): Record<string, Answer> {
  const ids = new Set(questions.map((question) => question.id));
  const answers: Record<string, Answer> = {};
  for (const item of saved) {
    if (!ids.has(item.questionId)) continue;
    answers[item.questionId] = { response: [...item.response], fileNames: [...item.fileNames] };
  }
  return answers;
}

export const REQUIRED_MESSAGE = 'This question is required.';

/** Client-side check of the shown required questions: question id → message. */
export function missingRequired(questions: readonly RunnerQuestion[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of questions) {
    if (!question.required || question.type === 'STATEMENT') continue;
    const answer = answers[question.id];
    if (!answer || !isSavable(question, answer)) errors[question.id] = REQUIRED_MESSAGE;
  }
  return errors;
}

/**
 * Field errors named in a server BAD_USER_INPUT message such as
 * `Please fix 2 answers: Question 1 (“Name”): is required; Question 3 (“Dates”): must be …`.
 * Question numbers are 1-based indexes; the result maps question id → a sentence for the field.
 */
export function fieldErrorsFromMessage(message: string, questions: readonly RunnerQuestion[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const pattern = /Question (\d+) \(“[^”]*”\): ([^;]+)/g;
  for (const match of message.matchAll(pattern)) {
    const question = questions.find((item) => item.index === Number(match[1]) - 1);
    if (!question) continue;
    const problem = match[2].trim().replace(/\.$/, '');
    errors[question.id] = `This answer ${problem}.`;
  }
  return errors;
}

/** BMI from inches and pounds (703 × lb / in²), one decimal; null when not computable. */
export function bmiOf(heightText: string | undefined, weightText: string | undefined): string | null {
  const height = Number(heightText);
  const weight = Number(weightText);
  if (!heightText || !weightText || !(height > 0) || !(weight > 0)) return null;
  return (Math.round((703 * weight * 10) / (height * height)) / 10).toFixed(1);
}
