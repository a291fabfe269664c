/** Form question types (spec 000 §3). */
export enum QuestionType {
  BOOLEAN = 'BOOLEAN',
  DATE = 'DATE',
  DATERANGE = 'DATERANGE',
  FILE = 'FILE',
  MULTISELECT = 'MULTISELECT',
  SINGLESELECT = 'SINGLESELECT',
  STATEMENT = 'STATEMENT',
  TEXT = 'TEXT',
  WIDGET_BMI = 'WIDGET_BMI',
  WIDGET_STATE_PICKER = 'WIDGET_STATE_PICKER',
  WIDGET_VISIT_TYPE = 'WIDGET_VISIT_TYPE',
}

/** How a question is laid out (spec 000 §3 "Form layouts"). */
export enum FormLayout {
  CHECKBOXES = 'CHECKBOXES',
  DATEPICKER = 'DATEPICKER',
  DROPDOWN = 'DROPDOWN',
  INPUTS = 'INPUTS',
}
