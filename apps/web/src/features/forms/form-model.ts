import type { FormEditorFormQuery, FormLayout, QuestionInput, QuestionType } from '../../generated/graphql';

/** Every question type of the spec, in the order the "Add question" menu shows them. */
export const QUESTION_TYPES: readonly { type: QuestionType; label: string }[] = [
  { type: 'TEXT', label: 'Text' },
  { type: 'SINGLESELECT', label: 'Single choice' },
  { type: 'MULTISELECT', label: 'Multiple choice' },
  { type: 'BOOLEAN', label: 'Yes / No' },
  { type: 'DATE', label: 'Date' },
  { type: 'DATERANGE', label: 'Date range' },
  { type: 'FILE', label: 'File upload' },
  { type: 'STATEMENT', label: 'Statement (no answer)' },
  { type: 'WIDGET_BMI', label: 'BMI (height and weight)' },
  { type: 'WIDGET_STATE_PICKER', label: 'US state picker' },
  { type: 'WIDGET_VISIT_TYPE', label: 'Visit type' },
];

export const RENDER_MODES: readonly { mode: FormLayout; label: string }[] = [
  { mode: 'CHECKBOXES', label: 'Checkboxes' },
  { mode: 'DATEPICKER', label: 'Date picker' },
  { mode: 'DROPDOWN', label: 'Dropdown' },
  { mode: 'INPUTS', label: 'Inputs' },
];

/** The case types a form serves (spec 000 §3, medication type). */
export const CASE_TYPES: readonly { value: string; label: string; description: string }[] = [
  { value: 'ADA', label: 'ADA', description: 'accommodation' },
  { value: 'GLP', label: 'GLP', description: 'medication' },
];

/** The chosen case types in the order above; types the editor does not know are kept after them. */
export function orderedCaseTypes(types: readonly string[]): string[] {
  const known = CASE_TYPES.map((entry) => entry.value).filter((value) => types.includes(value));
  const unknown = types.filter((value) => !CASE_TYPES.some((entry) => entry.value === value));
  return [...known, ...[...new Set(unknown)]];
}

export function questionTypeLabel(type: QuestionType): string {
  return QUESTION_TYPES.find((entry) => entry.type === type)?.label ?? type;
}

/** Types whose answers are drawn from the question's options (the api requires options for them). */
export const TYPES_WITH_OPTIONS: ReadonlySet<QuestionType> = new Set<QuestionType>(['SINGLESELECT', 'MULTISELECT']);

/** The api's rule for link names: lowercase letters, digits and dashes, not starting or ending with a dash. */
export const LINK_NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
export const LINK_NAME_HELP = 'Lowercase letters, digits and dashes (not at the start or end).';

export function linkNameError(linkName: string): string | null {
  const value = linkName.trim();
  if (!value) return 'Link name is required.';
  if (!LINK_NAME_PATTERN.test(value)) return `Use lowercase letters, digits and dashes only (not at the start or end).`;
  return null;
}

/** A question being edited. Conditions point at another question by its local key, so reordering keeps them. */
export interface DraftQuestion {
  key: string;
  type: QuestionType;
  renderMode: FormLayout | null;
  text: string;
  hint: string;
  placeholder: string;
  /** One option per line, as typed. */
  optionsText: string;
  required: boolean;
  isPHI: boolean;
  documentId: string | null;
  condition: { targetKey: string; response: string } | null;
}

export interface DraftForm {
  name: string;
  linkName: string;
  description: string;
  isDefault: boolean;
  isGlobal: boolean;
  showStepsIndividually: boolean;
  caseTypes: string[];
  questions: DraftQuestion[];
}

let keyCounter = 0;
export function newQuestionKey(): string {
  keyCounter += 1;
  return `q${keyCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

export function emptyForm(): DraftForm {
  return {
    name: '',
    linkName: '',
    description: '',
    isDefault: false,
    isGlobal: false,
    showStepsIndividually: false,
    caseTypes: [],
    questions: [],
  };
}

export function newQuestion(type: QuestionType): DraftQuestion {
  return {
    key: newQuestionKey(),
    type,
    renderMode: null,
    text: '',
    hint: '',
    placeholder: '',
    optionsText: '',
    required: false,
    isPHI: false,
    documentId: null,
    condition: null,
  };
}

export function optionsOf(question: Pick<DraftQuestion, 'optionsText'>): string[] {
  return question.optionsText
    .split('\n')
    .map((option) => option.trim())
    .filter(Boolean);
}

/** The answers a condition may wait for on `target`: its options, Yes/No for BOOLEAN, none otherwise. */
export function conditionAnswers(target: DraftQuestion): { value: string; label: string }[] {
  if (target.type === 'BOOLEAN') {
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  }
  return optionsOf(target).map((option) => ({ value: option, label: option }));
}

/** Whether a question can be the target of a condition (it has answers to pick from). */
export function canBeConditionTarget(question: DraftQuestion): boolean {
  return conditionAnswers(question).length > 0;
}

type LoadedForm = FormEditorFormQuery['formById'];

export function draftFromForm(form: LoadedForm): DraftForm {
  const sorted = [...form.questions].sort((a, b) => a.index - b.index);
  const keys = sorted.map(() => newQuestionKey());
  return {
    name: form.name,
    linkName: form.linkName,
    description: form.description,
    isDefault: form.isDefault,
    isGlobal: form.isGlobal,
    showStepsIndividually: form.showStepsIndividually,
    caseTypes: orderedCaseTypes(form.caseTypes),
    questions: sorted.map((question, position) => ({
      key: keys[position],
      type: question.type,
      renderMode: question.renderMode,
      text: question.text,
      hint: question.hint ?? '',
      placeholder: question.placeholder ?? '',
      optionsText: question.options.join('\n'),
      required: question.required,
      isPHI: question.isPHI,
      documentId: question.documentId,
      condition:
        question.condition && keys[sorted.findIndex((q) => q.index === question.condition?.questionIndex)]
          ? {
              targetKey: keys[sorted.findIndex((q) => q.index === question.condition?.questionIndex)],
              response: question.condition.response,
            }
          : null,
    })),
  };
}

/** Moves the question at `from` to `to` (both 0-based). */
export function moveQuestion(questions: DraftQuestion[], from: number, to: number): DraftQuestion[] {
  if (from === to || from < 0 || to < 0 || from >= questions.length || to >= questions.length) return questions;
  const next = [...questions];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Removes a question; conditions that pointed at it are dropped. */
export function removeQuestion(questions: DraftQuestion[], key: string): DraftQuestion[] {
  return questions
    .filter((question) => question.key !== key)
    .map((question) => (question.condition?.targetKey === key ? { ...question, condition: null } : question));
}

export interface QuestionProblem {
  message: string;
  /** A condition left pointing at a later question by a reorder: flagged at once, not only on publishing. */
  order?: boolean;
}

/** Problems the editor finds before publishing, by question key. */
export function questionProblems(questions: DraftQuestion[]): Map<string, QuestionProblem[]> {
  const problems = new Map<string, QuestionProblem[]>();
  const add = (key: string, message: string, order = false) =>
    problems.set(key, [...(problems.get(key) ?? []), { message, order }]);
  questions.forEach((question, index) => {
    if (!question.text.trim()) add(question.key, 'Enter the question text.');
    const options = optionsOf(question);
    if (TYPES_WITH_OPTIONS.has(question.type) && options.length === 0) add(question.key, 'Add at least one option.');
    if (new Set(options).size !== options.length) add(question.key, 'Options must differ from each other.');
    const condition = question.condition;
    if (condition) {
      const targetIndex = questions.findIndex((candidate) => candidate.key === condition.targetKey);
      if (targetIndex < 0) add(question.key, 'The condition points at a question that no longer exists.');
      else if (targetIndex >= index) {
        add(
          question.key,
          `The condition points at question ${targetIndex + 1}, which now comes after this one. Choose an earlier question or move this one down.`,
          true,
        );
      } else {
        const answers = conditionAnswers(questions[targetIndex]).map((answer) => answer.value);
        if (!condition.response) add(question.key, 'Choose the answer that shows this question.');
        else if (answers.length > 0 && !answers.includes(condition.response)) {
          add(question.key, `"${condition.response}" is no longer an answer of question ${targetIndex + 1}.`);
        }
      }
    }
  });
  return problems;
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The questions as the api takes them (createForm / createFormVersion), conditions by index. */
export function toQuestionInputs(questions: DraftQuestion[]): QuestionInput[] {
  return questions.map((question) => {
    const targetIndex = question.condition
      ? questions.findIndex((candidate) => candidate.key === question.condition?.targetKey)
      : -1;
    const input: QuestionInput = {
      type: question.type,
      text: question.text.trim(),
      hint: orNull(question.hint),
      placeholder: orNull(question.placeholder),
      options: optionsOf(question),
      required: question.type === 'STATEMENT' ? false : question.required,
      isPHI: question.isPHI,
      renderMode: question.renderMode,
      condition:
        question.condition && targetIndex >= 0
          ? { questionIndex: targetIndex, response: question.condition.response }
          : null,
    };
    if (question.documentId) input.documentId = question.documentId;
    return input;
  });
}

/** A BAD_USER_INPUT field such as 'questions.2.options' → the 0-based question index (2), or null. */
export function questionIndexOfField(field: string | undefined): number | null {
  const match = field ? /^questions\.(\d+)(?:\.|$)/.exec(field) : null;
  return match ? Number(match[1]) : null;
}

/** Whether the questions differ (what a new version would change). */
export function questionsChanged(before: DraftQuestion[], after: DraftQuestion[]): boolean {
  return JSON.stringify(toQuestionInputs(before)) !== JSON.stringify(toQuestionInputs(after));
}
