/**
 * Server-side validation of form answers (issue 4 item 3): pure functions, no I/O.
 *
 * Pipeline of `validateAnswers`:
 *  1. answers to unknown questions and second answers to the same question are problems (always:
 *     they are malformed requests, whatever the visibility);
 *  2. every remaining answer is trimmed and checked against its question's type, giving either a
 *     normalised answer or one problem;
 *  3. visibility is computed from the normalised answers (so a condition compares against the value
 *     that will be stored, e.g. a state code upper-cased, not the raw input);
 *  4. hidden questions' answers and problems are dropped; visible questions keep their problems,
 *     and in submit mode a visible required question without an answer is a problem.
 */
import { badInput, hasControlCharacter } from '#access';
import { VisitType } from '#domain/cases';
import type { FormQuestion, QuestionResponse } from './form-question.js';
import { QuestionType } from './form.enums.js';
import { isUsStateCode } from '#domain/shared';

/** One failing answer. `questionIndex` is null for an answer to a question the form does not have. */
export interface AnswerProblem {
  questionId: string | null;
  questionIndex: number | null;
  message: string;
}

export type AnswerValidationMode = 'draft' | 'submit';

export interface ValidateAnswersOptions {
  /** Drafts check the format of what is given; only submit requires the required answers. */
  mode: AnswerValidationMode;
  /** Storage folder of the respondent's uploads, e.g. `personal/<userId>/`; FILE paths must lie under it. */
  fileOwnerPrefix: string;
  /** Where a folder proves nothing (anonymous uploads share one), whether this respondent uploaded the path. */
  ownsFile?: (path: string) => boolean;
}

/** An answer as a client sends it: `fileNames` may be left out (it defaults to the paths' last segments). */
export interface AnswerInput {
  questionId: string;
  response: readonly string[];
  fileNames?: readonly string[] | null;
}

export interface ValidatedAnswers {
  /** Normalised answers of visible questions, in question order; empty answers are left out. */
  answers: QuestionResponse[];
  problems: AnswerProblem[];
}

export const MAX_TEXT_ANSWER_LENGTH = 5000;
export const BMI_HEIGHT_INCHES = Object.freeze({ min: 20, max: 108 });
export const BMI_WEIGHT_POUNDS = Object.freeze({ min: 40, max: 1000 });
/** Question texts are cut to this many characters in the combined error message. */
export const PROBLEM_QUESTION_TEXT_LENGTH = 60;

const VISIT_TYPES: ReadonlySet<string> = new Set(Object.values(VisitType));
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL_PATTERN = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
/** Same bound as the storage layer's paths. */
const MAX_FILE_PATH_LENGTH = 1024;

/** A real calendar date written `YYYY-MM-DD` (leap years included; year 0000 is not a date). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= daysInMonth;
}

/** Body-mass index from inches and pounds (703 × lb / in²), rounded to one decimal. */
export function computeBmi(heightInches: number, weightPounds: number): number {
  return Math.round((703 * weightPounds * 10) / (heightInches * heightInches)) / 10;
}

/**
 * Ids of the questions the respondent sees, given these answers.
 *
 * Questions are walked in `index` order. A question without a condition is visible. A question with
 * a condition { questionIndex, response } is visible only when the question whose `index` is
 * `questionIndex` is itself visible and its (first) answer's `response` contains `response`
 * (case-sensitive, exact). So conditions chain: hiding a question hides everything conditioned on it.
 *
 * A condition pointing at a missing index can never be met, so its question is hidden. A condition
 * pointing at the question itself or a later one is also treated as never met: the respondent answers
 * in order (one step per question), so such a question could only appear after the answer it waits
 * for, and allowing it would make cycles (A shows B shows A) possible, with no single answer. Walking
 * in order and only looking back keeps visibility a single well-defined pass.
 */
export function visibleQuestionIds(
  questions: readonly FormQuestion[],
  answers: readonly Pick<QuestionResponse, 'questionId' | 'response'>[],
): Set<string> {
  const answerByQuestion = new Map<string, readonly string[]>();
  for (const answer of answers) {
    if (!answerByQuestion.has(answer.questionId) && Array.isArray(answer.response)) {
      answerByQuestion.set(answer.questionId, answer.response);
    }
  }
  const visible = new Set<string>();
  const byIndex = new Map<number, FormQuestion>();
  for (const question of inIndexOrder(questions)) {
    if (!byIndex.has(question.index)) byIndex.set(question.index, question);
    const condition = question.condition;
    if (!condition) {
      visible.add(question.id);
      continue;
    }
    if (condition.questionIndex >= question.index) continue;
    const source = byIndex.get(condition.questionIndex);
    if (!source || !visible.has(source.id)) continue;
    if (answerByQuestion.get(source.id)?.includes(condition.response)) visible.add(question.id);
  }
  return visible;
}

type Checked = { ok: true; response: string[]; fileNames: string[] } | { ok: false; message: string };

/**
 * Checks answers against the questions of one form version and normalises them (see the file comment).
 * Nothing is thrown: the caller decides; `assertValidAnswers` is the throwing form.
 */
export function validateAnswers(
  questions: readonly FormQuestion[],
  answers: readonly AnswerInput[],
  options: ValidateAnswersOptions,
): ValidatedAnswers {
  const problems: AnswerProblem[] = [];
  const questionById = new Map(questions.map((question) => [question.id, question] as const));
  const answerByQuestion = new Map<string, AnswerInput>();

  for (const answer of answers) {
    const question = questionById.get(answer.questionId);
    if (!question) {
      problems.push({
        questionId: answer.questionId ?? null,
        questionIndex: null,
        message: `An answer names question “${truncate(String(answer.questionId), PROBLEM_QUESTION_TEXT_LENGTH)}”, which is not in this form`,
      });
    } else if (answerByQuestion.has(question.id)) {
      problems.push(problemFor(question, 'has more than one answer'));
    } else {
      answerByQuestion.set(question.id, answer);
    }
  }

  // Check every given answer first, then decide visibility on the normalised values.
  const checked = new Map<string, Checked>();
  const forVisibility: Pick<QuestionResponse, 'questionId' | 'response'>[] = [];
  for (const [questionId, answer] of answerByQuestion) {
    const question = questionById.get(questionId)!;
    const shape = checkShape(answer);
    if (shape) {
      checked.set(questionId, { ok: false, message: shape });
      continue;
    }
    const response = answer.response.map((value) => value.trim());
    if (response.every((value) => value === '')) continue; // no answer
    const result = checkAnswer(question, response, answer.fileNames ?? null, options);
    checked.set(questionId, result);
    forVisibility.push({ questionId, response: result.ok ? result.response : response });
  }
  const visible = visibleQuestionIds(questions, forVisibility);

  const normalised: QuestionResponse[] = [];
  for (const question of inIndexOrder(questions)) {
    if (!visible.has(question.id)) continue;
    const result = checked.get(question.id);
    if (!result) {
      if (options.mode === 'submit' && question.required && question.type !== QuestionType.STATEMENT) {
        problems.push(problemFor(question, 'is required'));
      }
      continue;
    }
    if (!result.ok) {
      problems.push(problemFor(question, result.message));
      continue;
    }
    normalised.push({ questionId: question.id, response: result.response, fileNames: result.fileNames });
  }
  return { answers: normalised, problems };
}

/** One message naming every failing question, in question order; '' when there is nothing to fix. */
export function describeProblems(problems: readonly AnswerProblem[], questions: readonly FormQuestion[]): string {
  if (problems.length === 0) return '';
  const questionById = new Map(questions.map((question) => [question.id, question] as const));
  const groups = new Map<string, { order: number; label: string | null; messages: string[] }>();
  problems.forEach((problem, position) => {
    const question = problem.questionId === null ? undefined : questionById.get(problem.questionId);
    const key = question ? `q:${question.id}` : `p:${position}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        order: question ? question.index : Number.POSITIVE_INFINITY,
        label: question
          ? `Question ${question.index + 1} (“${truncate(question.text, PROBLEM_QUESTION_TEXT_LENGTH)}”)`
          : null,
        messages: [],
      };
      groups.set(key, group);
    }
    if (!group.messages.includes(problem.message)) group.messages.push(problem.message);
  });
  const items = [...groups.values()]
    .sort((a, b) => a.order - b.order) // stable: unknown questions keep their order, last
    .map((group) => (group.label ? `${group.label}: ${group.messages.join(', ')}` : group.messages.join(', ')));
  const count = items.length;
  return `Please fix ${count} ${count === 1 ? 'answer' : 'answers'}: ${items.join('; ')}`;
}

/** `validateAnswers`, throwing BAD_USER_INPUT with the combined message when anything is wrong. */
export function assertValidAnswers(
  questions: readonly FormQuestion[],
  answers: readonly AnswerInput[],
  options: ValidateAnswersOptions,
): QuestionResponse[] {
  const result = validateAnswers(questions, answers, options);
  if (result.problems.length > 0) throw badInput(describeProblems(result.problems, questions));
  return result.answers;
}

/** The storage paths that validated answers give to FILE questions. */
export function filePathsOf(questions: readonly FormQuestion[], answers: readonly QuestionResponse[]): string[] {
  const fileQuestions = new Set(questions.filter((question) => question.type === QuestionType.FILE).map((q) => q.id));
  return answers.flatMap((answer) => (fileQuestions.has(answer.questionId) ? answer.response : []));
}

function inIndexOrder(questions: readonly FormQuestion[]): FormQuestion[] {
  return [...questions].sort((a, b) => a.index - b.index);
}

function problemFor(question: FormQuestion, message: string): AnswerProblem {
  return { questionId: question.id, questionIndex: question.index, message };
}

/** Whitespace collapsed, cut to `max` characters with an ellipsis when longer. */
function truncate(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= max
    ? flat
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Clients are typed by the schema, but a bad shape must still be an answer, not a crash. */
function checkShape(answer: AnswerInput): string | null {
  const isStrings = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  if (!isStrings(answer.response)) return 'must be a list of text values';
  if (answer.fileNames != null && !isStrings(answer.fileNames)) return 'file names must be a list of text values';
  return null;
}

const ok = (response: string[], fileNames: string[] = []): Checked => ({ ok: true, response, fileNames });
const fail = (message: string): Checked => ({ ok: false, message });

/** `response` is trimmed and has at least one non-empty value. */
function checkAnswer(
  question: FormQuestion,
  response: string[],
  fileNames: readonly string[] | null,
  files: Pick<ValidateAnswersOptions, 'fileOwnerPrefix' | 'ownsFile'>,
): Checked {
  switch (question.type) {
    case QuestionType.STATEMENT:
      return fail('takes no answer');
    case QuestionType.BOOLEAN:
      return response.length === 1 && (response[0] === 'true' || response[0] === 'false')
        ? ok(response)
        : fail('must be true or false');
    case QuestionType.DATE:
      return response.length === 1 && isCalendarDate(response[0]) ? ok(response) : fail('must be a date (YYYY-MM-DD)');
    case QuestionType.DATERANGE:
      return checkDateRange(response);
    case QuestionType.TEXT:
      if (response.length !== 1) return fail('must be a single text');
      return Array.from(response[0]).length <= MAX_TEXT_ANSWER_LENGTH
        ? ok(response)
        : fail(`must be at most ${MAX_TEXT_ANSWER_LENGTH} characters`);
    case QuestionType.SINGLESELECT:
      return checkSingleSelect(question, response);
    case QuestionType.MULTISELECT:
      return checkMultiSelect(question, response);
    case QuestionType.WIDGET_STATE_PICKER: {
      // The picker sends codes; a lower-case code is accepted and stored upper-case.
      const code = response.length === 1 ? response[0].toUpperCase() : '';
      return isUsStateCode(code) ? ok([code]) : fail('must be a US state or DC (two-letter code)');
    }
    case QuestionType.WIDGET_VISIT_TYPE:
      return response.length === 1 && VISIT_TYPES.has(response[0])
        ? ok(response)
        : fail(`must be one of the visit types (${[...VISIT_TYPES].join(', ')})`);
    case QuestionType.WIDGET_BMI:
      return checkBmi(response);
    case QuestionType.FILE:
      return checkFiles(response, fileNames, files);
    default:
      return fail(`has an unsupported question type ${String(question.type)}`);
  }
}

function checkDateRange(response: string[]): Checked {
  if (response.length !== 2 || !response.every(isCalendarDate)) {
    return fail('must be a start and an end date (YYYY-MM-DD)');
  }
  // YYYY-MM-DD compares in calendar order as a string.
  return response[0] <= response[1] ? ok(response) : fail('start date must not be after the end date');
}

/** Matches an option exactly, or ignoring the option's own surrounding spaces; stores the option as written. */
function findOption(question: FormQuestion, value: string): string | undefined {
  return question.options.find((option) => option === value) ?? question.options.find((o) => o.trim() === value);
}

function checkSingleSelect(question: FormQuestion, response: string[]): Checked {
  if (response.length !== 1) return fail('must be exactly one of the options');
  const option = findOption(question, response[0]);
  return option === undefined ? fail(`“${truncate(response[0], 60)}” is not one of the options`) : ok([option]);
}

function checkMultiSelect(question: FormQuestion, response: string[]): Checked {
  const chosen: string[] = [];
  for (const value of response) {
    const option = findOption(question, value);
    if (option === undefined) return fail(`“${truncate(value, 60)}” is not one of the options`);
    if (chosen.includes(option)) return fail(`“${truncate(value, 60)}” is chosen more than once`);
    chosen.push(option);
  }
  return ok(chosen);
}

/** [height in, weight lb] (a third, client-computed value is ignored) → [height, weight, bmi]. */
function checkBmi(response: string[]): Checked {
  if (response.length < 2 || response.length > 3) return fail('must give height (inches) and weight (pounds)');
  const [heightText, weightText] = response;
  if (!DECIMAL_PATTERN.test(heightText)) return fail('height must be a number of inches');
  if (!DECIMAL_PATTERN.test(weightText)) return fail('weight must be a number of pounds');
  const height = Number(heightText);
  const weight = Number(weightText);
  if (height < BMI_HEIGHT_INCHES.min || height > BMI_HEIGHT_INCHES.max) {
    return fail(`height must be between ${BMI_HEIGHT_INCHES.min} and ${BMI_HEIGHT_INCHES.max} inches`);
  }
  if (weight < BMI_WEIGHT_POUNDS.min || weight > BMI_WEIGHT_POUNDS.max) {
    return fail(`weight must be between ${BMI_WEIGHT_POUNDS.min} and ${BMI_WEIGHT_POUNDS.max} pounds`);
  }
  return ok([String(height), String(weight), computeBmi(height, weight).toFixed(1)]);
}

/**
 * Storage paths of the respondent's own uploads. The prefix is taken as a folder: 'personal/u1' is read
 * as 'personal/u1/', so it never matches 'personal/u12/...'; an empty prefix accepts no file.
 */
function checkFiles(
  response: string[],
  fileNames: readonly string[] | null,
  { fileOwnerPrefix, ownsFile }: Pick<ValidateAnswersOptions, 'fileOwnerPrefix' | 'ownsFile'>,
): Checked {
  const prefix = fileOwnerPrefix.endsWith('/') ? fileOwnerPrefix : `${fileOwnerPrefix}/`;
  for (const [position, path] of response.entries()) {
    const which = response.length === 1 ? 'the file' : `file ${position + 1}`;
    if (path === '') return fail(`${which} has no storage path`);
    if (
      path.includes('..') ||
      path.includes('\\') ||
      path.startsWith('/') ||
      path.length > MAX_FILE_PATH_LENGTH ||
      hasControlCharacter(path, 'name') ||
      prefix === '/' ||
      !path.startsWith(prefix) ||
      path.length === prefix.length ||
      path.endsWith('/') ||
      (ownsFile !== undefined && !ownsFile(path))
    ) {
      return fail(`${which} (“${truncate(lastSegment(path), 60)}”) is not one of your uploaded files`);
    }
  }
  const names = fileNames && fileNames.length > 0 ? fileNames.map((name) => name.trim()) : null;
  if (names && names.length !== response.length) return fail('must give one file name per file');
  return ok(
    response,
    response.map((path, position) => names?.[position] || lastSegment(path)),
  );
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
