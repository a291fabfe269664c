import type { DraftQuestion } from '../../form-model';

/** The question's text, shortened for its card's title and the condition menus. */
export function questionSummary(question: DraftQuestion): string {
  const text = question.text.trim();
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
