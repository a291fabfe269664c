import { AppError, ErrorCode } from '#access';
import { VisitType } from '#domain/cases';
import {
  type AnswerInput,
  type AnswerProblem,
  assertValidAnswers,
  computeBmi,
  describeProblems,
  isCalendarDate,
  validateAnswers,
  type ValidateAnswersOptions,
  visibleQuestionIds,
} from './answer-validation.js';
import type { FormQuestion, QuestionCondition } from './form-question.js';
import { QuestionType } from './form.enums.js';
import { isUsStateCode, US_STATES } from '#domain/shared';

const T = QuestionType;
const PREFIX = 'personal/user-1/';
const SUBMIT: ValidateAnswersOptions = { mode: 'submit', fileOwnerPrefix: PREFIX };
const DRAFT: ValidateAnswersOptions = { mode: 'draft', fileOwnerPrefix: PREFIX };

function question(index: number, type: QuestionType, extra: Partial<FormQuestion> = {}): FormQuestion {
  return {
    id: `q${index}`,
    index,
    type,
    renderMode: null,
    text: `Question text ${index}`,
    hint: null,
    placeholder: null,
    options: [],
    required: false,
    isPHI: false,
    condition: null,
    documentId: null,
    ...extra,
  };
}

const when = (questionIndex: number, response: string): { condition: QuestionCondition } => ({
  condition: { questionIndex, response },
});
const answer = (questionId: string, response: string[], fileNames?: string[] | null): AnswerInput =>
  fileNames === undefined ? { questionId, response } : { questionId, response, fileNames };

/** Validates a single answer to a single (optional) question of the given kind. */
function one(q: FormQuestion, response: string[], fileNames?: string[] | null) {
  return validateAnswers([q], [answer(q.id, response, fileNames)], SUBMIT);
}

const OPTIONS = ['Red', 'Green', 'Blue'];

describe('us-states', () => {
  it('lists the 50 states and DC, each code once', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(51);
    expect(US_STATES.every((s) => /^[A-Z]{2}$/.test(s.code) && s.name.length > 0)).toBe(true);
    expect(US_STATES).toContainEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it.each([
    ['CA', true],
    ['DC', true],
    ['WY', true],
    ['ca', false],
    ['PR', false],
    ['GU', false],
    ['', false],
    ['California', false],
  ])('isUsStateCode(%j) is %s', (code, expected) => {
    expect(isUsStateCode(code)).toBe(expected);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2023-12-31', true],
    ['0001-01-01', true],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2023-04-31', false],
    ['2023-13-01', false],
    ['2023-00-10', false],
    ['2023-01-00', false],
    ['0000-01-01', false],
    ['2023-1-01', false],
    ['23-01-01', false],
    ['2023-01-01T00:00:00Z', false],
    ['01/02/2023', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('valid answers per type', () => {
  it.each<[string, FormQuestion, string[], string[] | null | undefined, string[], string[]]>([
    ['BOOLEAN true', question(0, T.BOOLEAN), ['true'], undefined, ['true'], []],
    ['BOOLEAN false, trimmed', question(0, T.BOOLEAN), [' false '], undefined, ['false'], []],
    ['DATE', question(0, T.DATE), ['2024-02-29'], undefined, ['2024-02-29'], []],
    ['DATERANGE', question(0, T.DATERANGE), ['2024-01-01', '2024-03-01'], undefined, ['2024-01-01', '2024-03-01'], []],
    [
      'DATERANGE same day',
      question(0, T.DATERANGE),
      ['2024-01-01', '2024-01-01'],
      undefined,
      ['2024-01-01', '2024-01-01'],
      [],
    ],
    ['TEXT trimmed', question(0, T.TEXT), ['  hello world \n'], undefined, ['hello world'], []],
    ['TEXT at the limit', question(0, T.TEXT), ['x'.repeat(5000)], undefined, ['x'.repeat(5000)], []],
    [
      'TEXT limit counts characters, not UTF-16 units',
      question(0, T.TEXT),
      ['😀'.repeat(5000)],
      undefined,
      ['😀'.repeat(5000)],
      [],
    ],
    ['SINGLESELECT', question(0, T.SINGLESELECT, { options: OPTIONS }), ['Green'], undefined, ['Green'], []],
    ['SINGLESELECT trimmed', question(0, T.SINGLESELECT, { options: OPTIONS }), [' Blue '], undefined, ['Blue'], []],
    ['MULTISELECT one', question(0, T.MULTISELECT, { options: OPTIONS }), ['Red'], undefined, ['Red'], []],
    [
      'MULTISELECT several, order kept',
      question(0, T.MULTISELECT, { options: OPTIONS }),
      ['Blue', 'Red'],
      undefined,
      ['Blue', 'Red'],
      [],
    ],
    ['STATE', question(0, T.WIDGET_STATE_PICKER), ['NY'], undefined, ['NY'], []],
    ['STATE DC', question(0, T.WIDGET_STATE_PICKER), ['DC'], undefined, ['DC'], []],
    ['STATE lower case stored upper', question(0, T.WIDGET_STATE_PICKER), [' ca '], undefined, ['CA'], []],
    ['VISIT_TYPE', question(0, T.WIDGET_VISIT_TYPE), [VisitType.SYNC_VIDEO], undefined, ['SYNC_VIDEO'], []],
    ['BMI', question(0, T.WIDGET_BMI), ['70', '180'], undefined, ['70', '180', '25.8'], []],
    ['BMI decimals', question(0, T.WIDGET_BMI), ['65.5', '150.25'], undefined, ['65.5', '150.25', '24.6'], []],
    [
      'BMI client third value ignored',
      question(0, T.WIDGET_BMI),
      ['70', '180', '99'],
      undefined,
      ['70', '180', '25.8'],
      [],
    ],
    ['BMI at the bounds', question(0, T.WIDGET_BMI), ['20', '1000'], undefined, ['20', '1000', '1757.5'], []],
    ['BMI numbers canonical', question(0, T.WIDGET_BMI), ['070.0', '180.50'], undefined, ['70', '180.5', '25.9'], []],
    [
      'FILE default names',
      question(0, T.FILE),
      [`${PREFIX}a/scan.pdf`],
      undefined,
      [`${PREFIX}a/scan.pdf`],
      ['scan.pdf'],
    ],
    [
      'FILE null names',
      question(0, T.FILE),
      [`${PREFIX}x.png`, `${PREFIX}y.png`],
      null,
      [`${PREFIX}x.png`, `${PREFIX}y.png`],
      ['x.png', 'y.png'],
    ],
    [
      'FILE given names',
      question(0, T.FILE),
      [`${PREFIX}x.png`, `${PREFIX}y.png`],
      [' Note.png ', ''],
      [`${PREFIX}x.png`, `${PREFIX}y.png`],
      ['Note.png', 'y.png'],
    ],
    ['FILE empty names list', question(0, T.FILE), [`${PREFIX}x.png`], [], [`${PREFIX}x.png`], ['x.png']],
  ])('%s', (_name, q, response, fileNames, expectedResponse, expectedFileNames) => {
    expect(one(q, response, fileNames)).toEqual({
      answers: [{ questionId: q.id, response: expectedResponse, fileNames: expectedFileNames }],
      problems: [],
    });
  });

  it('ignores fileNames sent with a non-file answer', () => {
    expect(one(question(0, T.TEXT), ['hi'], ['x.pdf']).answers).toEqual([
      { questionId: 'q0', response: ['hi'], fileNames: [] },
    ]);
  });
});

describe('invalid answers per type', () => {
  it.each<[string, FormQuestion, string[], string[] | undefined, string]>([
    ['BOOLEAN word', question(0, T.BOOLEAN), ['yes'], undefined, 'must be true or false'],
    ['BOOLEAN case', question(0, T.BOOLEAN), ['TRUE'], undefined, 'must be true or false'],
    ['BOOLEAN two values', question(0, T.BOOLEAN), ['true', 'false'], undefined, 'must be true or false'],
    ['DATE format', question(0, T.DATE), ['03/01/2024'], undefined, 'must be a date (YYYY-MM-DD)'],
    ['DATE impossible', question(0, T.DATE), ['2023-02-29'], undefined, 'must be a date (YYYY-MM-DD)'],
    ['DATE with time', question(0, T.DATE), ['2023-02-01T10:00'], undefined, 'must be a date (YYYY-MM-DD)'],
    ['DATE two values', question(0, T.DATE), ['2023-02-01', '2023-02-02'], undefined, 'must be a date (YYYY-MM-DD)'],
    [
      'DATERANGE one date',
      question(0, T.DATERANGE),
      ['2024-01-01'],
      undefined,
      'must be a start and an end date (YYYY-MM-DD)',
    ],
    [
      'DATERANGE three dates',
      question(0, T.DATERANGE),
      ['2024-01-01', '2024-01-02', '2024-01-03'],
      undefined,
      'must be a start and an end date (YYYY-MM-DD)',
    ],
    [
      'DATERANGE end missing',
      question(0, T.DATERANGE),
      ['2024-01-01', ''],
      undefined,
      'must be a start and an end date (YYYY-MM-DD)',
    ],
    [
      'DATERANGE bad date',
      question(0, T.DATERANGE),
      ['2024-01-01', '2024-02-30'],
      undefined,
      'must be a start and an end date (YYYY-MM-DD)',
    ],
    [
      'DATERANGE reversed',
      question(0, T.DATERANGE),
      ['2024-03-01', '2024-01-01'],
      undefined,
      'start date must not be after the end date',
    ],
    ['TEXT too long', question(0, T.TEXT), ['x'.repeat(5001)], undefined, 'must be at most 5000 characters'],
    ['TEXT two values', question(0, T.TEXT), ['a', 'b'], undefined, 'must be a single text'],
    [
      'SINGLESELECT not an option',
      question(0, T.SINGLESELECT, { options: OPTIONS }),
      ['Purple'],
      undefined,
      '“Purple” is not one of the options',
    ],
    [
      'SINGLESELECT wrong case',
      question(0, T.SINGLESELECT, { options: OPTIONS }),
      ['red'],
      undefined,
      '“red” is not one of the options',
    ],
    [
      'SINGLESELECT two values',
      question(0, T.SINGLESELECT, { options: OPTIONS }),
      ['Red', 'Blue'],
      undefined,
      'must be exactly one of the options',
    ],
    ['SINGLESELECT no options', question(0, T.SINGLESELECT), ['Red'], undefined, '“Red” is not one of the options'],
    [
      'MULTISELECT not an option',
      question(0, T.MULTISELECT, { options: OPTIONS }),
      ['Red', 'Pink'],
      undefined,
      '“Pink” is not one of the options',
    ],
    [
      'MULTISELECT repeated',
      question(0, T.MULTISELECT, { options: OPTIONS }),
      ['Red', 'Red'],
      undefined,
      '“Red” is chosen more than once',
    ],
    [
      'MULTISELECT blank among values',
      question(0, T.MULTISELECT, { options: OPTIONS }),
      ['Red', ' '],
      undefined,
      '“” is not one of the options',
    ],
    [
      'STATE unknown',
      question(0, T.WIDGET_STATE_PICKER),
      ['XX'],
      undefined,
      'must be a US state or DC (two-letter code)',
    ],
    [
      'STATE territory',
      question(0, T.WIDGET_STATE_PICKER),
      ['PR'],
      undefined,
      'must be a US state or DC (two-letter code)',
    ],
    [
      'STATE name',
      question(0, T.WIDGET_STATE_PICKER),
      ['Texas'],
      undefined,
      'must be a US state or DC (two-letter code)',
    ],
    [
      'STATE two values',
      question(0, T.WIDGET_STATE_PICKER),
      ['TX', 'CA'],
      undefined,
      'must be a US state or DC (two-letter code)',
    ],
    [
      'VISIT_TYPE unknown',
      question(0, T.WIDGET_VISIT_TYPE),
      ['IN_PERSON'],
      undefined,
      'must be one of the visit types (ASYNC_TEXT_EMAIL, NO_SHOW, ORDER_FORM, SYNC_PHONE, SYNC_VIDEO)',
    ],
    [
      'VISIT_TYPE lower case',
      question(0, T.WIDGET_VISIT_TYPE),
      ['sync_video'],
      undefined,
      'must be one of the visit types (ASYNC_TEXT_EMAIL, NO_SHOW, ORDER_FORM, SYNC_PHONE, SYNC_VIDEO)',
    ],
    ['BMI one value', question(0, T.WIDGET_BMI), ['70'], undefined, 'must give height (inches) and weight (pounds)'],
    [
      'BMI four values',
      question(0, T.WIDGET_BMI),
      ['70', '180', '25.8', '1'],
      undefined,
      'must give height (inches) and weight (pounds)',
    ],
    ['BMI weight missing', question(0, T.WIDGET_BMI), ['70', ''], undefined, 'weight must be a number of pounds'],
    [
      'BMI height not a number',
      question(0, T.WIDGET_BMI),
      ['5ft 10', '180'],
      undefined,
      'height must be a number of inches',
    ],
    ['BMI negative', question(0, T.WIDGET_BMI), ['-70', '180'], undefined, 'height must be a number of inches'],
    ['BMI exponent', question(0, T.WIDGET_BMI), ['7e1', '180'], undefined, 'height must be a number of inches'],
    [
      'BMI weight not a number',
      question(0, T.WIDGET_BMI),
      ['70', 'heavy'],
      undefined,
      'weight must be a number of pounds',
    ],
    ['BMI short', question(0, T.WIDGET_BMI), ['19.9', '180'], undefined, 'height must be between 20 and 108 inches'],
    ['BMI tall', question(0, T.WIDGET_BMI), ['108.1', '180'], undefined, 'height must be between 20 and 108 inches'],
    ['BMI light', question(0, T.WIDGET_BMI), ['70', '39'], undefined, 'weight must be between 40 and 1000 pounds'],
    ['BMI heavy', question(0, T.WIDGET_BMI), ['70', '1000.5'], undefined, 'weight must be between 40 and 1000 pounds'],
    [
      'FILE other user',
      question(0, T.FILE),
      ['personal/user-2/scan.pdf'],
      undefined,
      'the file (“scan.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE prefix sibling',
      question(0, T.FILE),
      ['personal/user-10/scan.pdf'],
      undefined,
      'the file (“scan.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE parent escape',
      question(0, T.FILE),
      [`${PREFIX}../user-2/scan.pdf`],
      undefined,
      'the file (“scan.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE dots anywhere',
      question(0, T.FILE),
      [`${PREFIX}a..b.pdf`],
      undefined,
      'the file (“a..b.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE backslash',
      question(0, T.FILE),
      [`${PREFIX}a\\b.pdf`],
      undefined,
      'the file (“a\\b.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE leading slash',
      question(0, T.FILE),
      [`/${PREFIX}scan.pdf`],
      undefined,
      'the file (“scan.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE the folder itself',
      question(0, T.FILE),
      [PREFIX],
      undefined,
      'the file (“”) is not one of your uploaded files',
    ],
    [
      'FILE a folder',
      question(0, T.FILE),
      [`${PREFIX}sub/`],
      undefined,
      'the file (“”) is not one of your uploaded files',
    ],
    [
      'FILE control character',
      question(0, T.FILE),
      [`${PREFIX}a\u0000.pdf`],
      undefined,
      'the file (“a\u0000.pdf”) is not one of your uploaded files',
    ],
    [
      'FILE path too long',
      question(0, T.FILE),
      [`${PREFIX}${'a'.repeat(1100)}`],
      undefined,
      `the file (“${'a'.repeat(59)}…”) is not one of your uploaded files`,
    ],
    [
      'FILE second of two bad',
      question(0, T.FILE),
      [`${PREFIX}ok.pdf`, 'public/x.pdf'],
      undefined,
      'file 2 (“x.pdf”) is not one of your uploaded files',
    ],
    ['FILE blank among paths', question(0, T.FILE), [`${PREFIX}ok.pdf`, ''], undefined, 'file 2 has no storage path'],
    [
      'FILE names too few',
      question(0, T.FILE),
      [`${PREFIX}a.pdf`, `${PREFIX}b.pdf`],
      ['a.pdf'],
      'must give one file name per file',
    ],
    [
      'FILE names too many',
      question(0, T.FILE),
      [`${PREFIX}a.pdf`],
      ['a.pdf', 'b.pdf'],
      'must give one file name per file',
    ],
  ])('%s', (_name, q, response, fileNames, message) => {
    expect(one(q, response, fileNames)).toEqual({
      answers: [],
      problems: [{ questionId: q.id, questionIndex: 0, message }],
    });
  });

  it.each([
    ['without a trailing slash', 'personal/user-1', `personal/user-1/scan.pdf`, true],
    ['without a trailing slash, sibling folder', 'personal/user-1', `personal/user-12/scan.pdf`, false],
    ['empty (a caller bug) accepts nothing', '', `scan.pdf`, false],
    ['empty (a caller bug) accepts nothing, even with a slash', '', `/scan.pdf`, false],
  ])('a file owner prefix %s', (_name, fileOwnerPrefix, path, accepted) => {
    const result = validateAnswers([question(0, T.FILE)], [answer('q0', [path])], { mode: 'draft', fileOwnerPrefix });
    expect(result.problems).toHaveLength(accepted ? 0 : 1);
  });

  it.each([
    ['a response that is not a list', { questionId: 'q0', response: 'hello' }, 'must be a list of text values'],
    ['a response with a non-text value', { questionId: 'q0', response: ['a', 3] }, 'must be a list of text values'],
    [
      'file names that are not a list',
      { questionId: 'q0', response: ['a'], fileNames: 'a.pdf' },
      'file names must be a list of text values',
    ],
  ])('a malformed answer (%s) is a problem, not a crash', (_name, bad, message) => {
    const result = validateAnswers([question(0, T.TEXT)], [bad as unknown as AnswerInput], DRAFT);
    expect(result.problems).toEqual([{ questionId: 'q0', questionIndex: 0, message }]);
  });
});

describe('BMI arithmetic', () => {
  it.each([
    [70, 180, 25.8], // 126540 / 4900 = 25.824…
    [65, 150, 25.0], // 105450 / 4225 = 24.958…
    [64, 130, 22.3], // 91390 / 4096 = 22.312…
    [108, 40, 2.4], // 28120 / 11664 = 2.410…
    [20, 1000, 1757.5],
    [60, 100, 19.5], // 70300 / 3600 = 19.527…
    [72, 200, 27.1], // 140600 / 5184 = 27.121…
  ])('%s in, %s lb → %s', (height, weight, bmi) => {
    expect(computeBmi(height, weight)).toBe(bmi);
  });

  it('stores one decimal even for a whole BMI', () => {
    expect(one(question(0, T.WIDGET_BMI), ['65', '150']).answers[0].response).toEqual(['65', '150', '25.0']);
  });

  it('recomputes rather than trusting a client-sent BMI', () => {
    expect(one(question(0, T.WIDGET_BMI), ['72', '200', '18.0']).answers[0].response).toEqual(['72', '200', '27.1']);
  });
});

describe('empty answers and required questions', () => {
  const required = (index: number, type: QuestionType, extra: Partial<FormQuestion> = {}) =>
    question(index, type, { required: true, ...extra });

  it.each<[string, FormQuestion, string[]]>([
    ['no values', required(0, T.TEXT), []],
    ['empty text', required(0, T.TEXT), ['']],
    ['whitespace text', required(0, T.TEXT), ['   ']],
    ['empty multiselect', required(0, T.MULTISELECT, { options: OPTIONS }), []],
    ['empty file', required(0, T.FILE), []],
    ['blank BMI', required(0, T.WIDGET_BMI), ['', '']],
    ['blank date range', required(0, T.DATERANGE), ['', '']],
  ])('%s: required on submit, nothing stored on draft', (_name, q, response) => {
    expect(validateAnswers([q], [answer(q.id, response)], SUBMIT)).toEqual({
      answers: [],
      problems: [{ questionId: q.id, questionIndex: 0, message: 'is required' }],
    });
    expect(validateAnswers([q], [answer(q.id, response)], DRAFT)).toEqual({ answers: [], problems: [] });
  });

  it('an empty answer to an optional question is simply left out', () => {
    expect(validateAnswers([question(0, T.TEXT)], [answer('q0', [''])], SUBMIT)).toEqual({ answers: [], problems: [] });
  });

  it('a missing answer to every required type is a problem on submit', () => {
    const types = Object.values(QuestionType).filter((type) => type !== T.STATEMENT);
    const questions = types.map((type, index) => required(index, type, { options: OPTIONS }));
    const result = validateAnswers(questions, [], SUBMIT);
    expect(result.problems.map((p) => [p.questionId, p.message])).toEqual(questions.map((q) => [q.id, 'is required']));
  });

  it('a required STATEMENT needs no answer', () => {
    expect(validateAnswers([required(0, T.STATEMENT)], [], SUBMIT)).toEqual({ answers: [], problems: [] });
  });

  it.each<[string, string[], AnswerProblem[]]>([
    ['an empty answer is dropped', [], []],
    ['a blank answer is dropped', ['  '], []],
    ['values are a problem', ['I agree'], [{ questionId: 'q0', questionIndex: 0, message: 'takes no answer' }]],
  ])('STATEMENT: %s', (_name, response, problems) => {
    expect(validateAnswers([question(0, T.STATEMENT)], [answer('q0', response)], DRAFT)).toEqual({
      answers: [],
      problems,
    });
  });

  it('draft mode still checks the format of what is given', () => {
    const questions = [required(0, T.DATE), required(1, T.TEXT), required(2, T.BOOLEAN)];
    const result = validateAnswers(questions, [answer('q0', ['tomorrow']), answer('q2', ['true'])], DRAFT);
    expect(result).toEqual({
      answers: [{ questionId: 'q2', response: ['true'], fileNames: [] }],
      problems: [{ questionId: 'q0', questionIndex: 0, message: 'must be a date (YYYY-MM-DD)' }],
    });
  });
});

describe('unknown and duplicate answers', () => {
  const questions = [question(0, T.TEXT), question(1, T.BOOLEAN)];

  it.each<[string, ValidateAnswersOptions]>([
    ['draft', DRAFT],
    ['submit', SUBMIT],
  ])('an answer to a question the form does not have is a problem (%s)', (_mode, options) => {
    const result = validateAnswers(questions, [answer('q0', ['hi']), answer('nope', ['x'])], options);
    expect(result.problems).toEqual([
      {
        questionId: 'nope',
        questionIndex: null,
        message: 'An answer names question “nope”, which is not in this form',
      },
    ]);
  });

  it('two answers to the same question are a problem', () => {
    const result = validateAnswers(questions, [answer('q1', ['true']), answer('q1', ['false'])], DRAFT);
    expect(result.problems).toEqual([{ questionId: 'q1', questionIndex: 1, message: 'has more than one answer' }]);
  });

  it('a duplicate is a problem even when the question is hidden', () => {
    const qs = [question(0, T.BOOLEAN), question(1, T.TEXT, when(0, 'true'))];
    const result = validateAnswers(qs, [answer('q1', ['a']), answer('q1', ['b'])], DRAFT);
    expect(result.problems).toEqual([{ questionId: 'q1', questionIndex: 1, message: 'has more than one answer' }]);
  });
});

describe('visibleQuestionIds', () => {
  const yesNo = ['Yes', 'No'];
  const chain = [
    question(0, T.SINGLESELECT, { options: yesNo }),
    question(1, T.MULTISELECT, { options: ['A', 'B'], ...when(0, 'Yes') }),
    question(2, T.TEXT, when(1, 'B')),
    question(3, T.TEXT),
  ];

  it.each<[string, FormQuestion[], [string, string[]][], string[]]>([
    ['no answers: only unconditional questions', chain, [], ['q0', 'q3']],
    ['condition met', chain, [['q0', ['Yes']]], ['q0', 'q1', 'q3']],
    ['condition not met', chain, [['q0', ['No']]], ['q0', 'q3']],
    ['case-sensitive', chain, [['q0', ['yes']]], ['q0', 'q3']],
    ['exact, not a substring', chain, [['q0', ['Yes please']]], ['q0', 'q3']],
    [
      'chain fully met',
      chain,
      [
        ['q0', ['Yes']],
        ['q1', ['A', 'B']],
      ],
      ['q0', 'q1', 'q2', 'q3'],
    ],
    [
      'chain broken at the top hides the rest',
      chain,
      [
        ['q0', ['No']],
        ['q1', ['B']],
      ],
      ['q0', 'q3'],
    ],
    [
      'chain broken in the middle',
      chain,
      [
        ['q0', ['Yes']],
        ['q1', ['A']],
      ],
      ['q0', 'q1', 'q3'],
    ],
    ['condition on a missing index', [question(0, T.TEXT), question(1, T.TEXT, when(7, 'x'))], [['q0', ['x']]], ['q0']],
    ['condition on itself', [question(0, T.TEXT), question(1, T.TEXT, when(1, 'x'))], [['q1', ['x']]], ['q0']],
    [
      'condition on a later question',
      [question(0, T.TEXT, when(1, 'x')), question(1, T.TEXT)],
      [['q1', ['x']]],
      ['q1'],
    ],
    [
      'questions given out of order are walked by index',
      [question(2, T.TEXT, when(1, 'go')), question(1, T.TEXT)],
      [['q1', ['go']]],
      ['q1', 'q2'],
    ],
    [
      'index, not array position, names the source',
      [question(5, T.TEXT), question(9, T.TEXT, when(5, 'x'))],
      [['q5', ['x']]],
      ['q5', 'q9'],
    ],
  ])('%s', (_name, questions, answers, expected) => {
    const visible = visibleQuestionIds(
      questions,
      answers.map(([questionId, response]) => ({ questionId, response, fileNames: [] })),
    );
    expect([...visible].sort()).toEqual(expected);
  });
});

describe('conditions in validateAnswers', () => {
  const questions = [
    question(0, T.BOOLEAN, { required: true, text: 'Do you need leave?' }),
    question(1, T.DATERANGE, { required: true, text: 'Leave dates', ...when(0, 'true') }),
    question(2, T.SINGLESELECT, { options: ['Full', 'Partial'], required: true, ...when(0, 'true') }),
    question(3, T.TEXT, { required: true, text: 'Describe the partial leave', ...when(2, 'Partial') }),
    question(4, T.WIDGET_STATE_PICKER, { required: true }),
    question(5, T.TEXT, { required: true, text: 'Why California?', ...when(4, 'CA') }),
  ];

  it('a hidden required question is not required', () => {
    const result = validateAnswers(questions, [answer('q0', ['false']), answer('q4', ['NY'])], SUBMIT);
    expect(result).toEqual({
      answers: [
        { questionId: 'q0', response: ['false'], fileNames: [] },
        { questionId: 'q4', response: ['NY'], fileNames: [] },
      ],
      problems: [],
    });
  });

  it('answers to hidden questions are dropped, even invalid ones, without a problem', () => {
    const result = validateAnswers(
      questions,
      [answer('q0', ['false']), answer('q1', ['not a date']), answer('q3', ['text']), answer('q4', ['NY'])],
      SUBMIT,
    );
    expect(result.problems).toEqual([]);
    expect(result.answers.map((a) => a.questionId)).toEqual(['q0', 'q4']);
  });

  it('a visible required question in a chain must be answered', () => {
    const result = validateAnswers(
      questions,
      [
        answer('q0', ['true']),
        answer('q1', ['2024-01-01', '2024-02-01']),
        answer('q2', ['Partial']),
        answer('q4', ['TX']),
      ],
      SUBMIT,
    );
    expect(result.problems).toEqual([{ questionId: 'q3', questionIndex: 3, message: 'is required' }]);
  });

  it('an invalid answer to the source does not reveal the chain', () => {
    const result = validateAnswers(questions, [answer('q0', ['TRUE']), answer('q4', ['TX'])], SUBMIT);
    expect(result.problems).toEqual([{ questionId: 'q0', questionIndex: 0, message: 'must be true or false' }]);
  });

  it('conditions compare the normalised answer (trimmed, state upper-cased)', () => {
    const result = validateAnswers(questions, [answer('q0', [' false ']), answer('q4', ['ca'])], SUBMIT);
    expect(result.problems).toEqual([{ questionId: 'q5', questionIndex: 5, message: 'is required' }]);
  });

  it('answers come back in question order, whatever order they were sent in', () => {
    const result = validateAnswers(
      questions,
      [
        answer('q5', ['Sunshine']),
        answer('q3', [' Half days ']),
        answer('q4', ['CA']),
        answer('q2', ['Partial']),
        answer('q1', ['2024-01-01', '2024-02-01']),
        answer('q0', ['true']),
      ],
      SUBMIT,
    );
    expect(result.problems).toEqual([]);
    expect(result.answers).toEqual([
      { questionId: 'q0', response: ['true'], fileNames: [] },
      { questionId: 'q1', response: ['2024-01-01', '2024-02-01'], fileNames: [] },
      { questionId: 'q2', response: ['Partial'], fileNames: [] },
      { questionId: 'q3', response: ['Half days'], fileNames: [] },
      { questionId: 'q4', response: ['CA'], fileNames: [] },
      { questionId: 'q5', response: ['Sunshine'], fileNames: [] },
    ]);
  });
});

describe('describeProblems and assertValidAnswers', () => {
  const questions = [
    question(0, T.TEXT, { text: 'Your name', required: true }),
    question(1, T.BOOLEAN, { text: 'Anything else?' }),
    question(2, T.DATE, { text: 'Start date' }),
    question(3, T.TEXT, { text: 'Notes' }),
    question(4, T.WIDGET_BMI, { text: 'Height and weight' }),
    question(5, T.TEXT, { text: `A very long question text that goes on and on, far past sixty characters` }),
  ];

  it('names every failing question in one message, in question order', () => {
    const { problems } = validateAnswers(
      questions,
      [answer('q4', ['10', '150']), answer('q2', ['2024-02-30']), answer('q1', ['true'])],
      DRAFT,
    );
    expect(describeProblems(problems, questions)).toBe(
      'Please fix 2 answers: Question 3 (“Start date”): must be a date (YYYY-MM-DD); ' +
        'Question 5 (“Height and weight”): height must be between 20 and 108 inches',
    );
  });

  it('uses the singular for one answer, truncates long texts, and lists unknown questions last', () => {
    const problems: AnswerProblem[] = [
      {
        questionId: 'ghost',
        questionIndex: null,
        message: 'An answer names question “ghost”, which is not in this form',
      },
      { questionId: 'q5', questionIndex: 5, message: 'is required' },
    ];
    expect(describeProblems(problems.slice(1), questions)).toBe(
      'Please fix 1 answer: Question 6 (“A very long question text that goes on and on, far past six…”): is required',
    );
    expect(describeProblems(problems, questions)).toBe(
      'Please fix 2 answers: Question 6 (“A very long question text that goes on and on, far past six…”): is required; ' +
        'An answer names question “ghost”, which is not in this form',
    );
  });

  it('groups several problems of one question', () => {
    const problems: AnswerProblem[] = [
      { questionId: 'q1', questionIndex: 1, message: 'has more than one answer' },
      { questionId: 'q1', questionIndex: 1, message: 'must be true or false' },
    ];
    expect(describeProblems(problems, questions)).toBe(
      'Please fix 1 answer: Question 2 (“Anything else?”): has more than one answer, must be true or false',
    );
  });

  it('is empty when there is nothing to fix', () => {
    expect(describeProblems([], questions)).toBe('');
  });

  it('throws BAD_USER_INPUT with the combined message', () => {
    let error: unknown;
    try {
      assertValidAnswers(questions, [answer('q2', ['soon'])], SUBMIT);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(ErrorCode.BAD_USER_INPUT);
    expect((error as AppError).message).toBe(
      'Please fix 2 answers: Question 1 (“Your name”): is required; Question 3 (“Start date”): must be a date (YYYY-MM-DD)',
    );
  });

  it('returns the normalised answers when all is well', () => {
    expect(assertValidAnswers(questions, [answer('q0', [' Ada '])], SUBMIT)).toEqual([
      { questionId: 'q0', response: ['Ada'], fileNames: [] },
    ]);
  });
});
