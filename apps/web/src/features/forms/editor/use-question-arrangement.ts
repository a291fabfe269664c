import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import type { QuestionType } from '../../../generated/graphql';
import { moveQuestion, newQuestion, removeQuestion, type DraftQuestion } from '../form-model';
import type { MoveDirection } from './question/QuestionCardHeader';

type FocusTarget = { key: string; which: 'card' | MoveDirection | 'text' };

/**
 * Adding, removing and reordering questions (buttons or drag and drop), each change announced to screen
 * readers and followed by focus where the user is working: the moved question's button (or the card when
 * that button is now disabled), the new question's text, the next question after a removal.
 */
export function useQuestionArrangement(
  questions: DraftQuestion[],
  setQuestions: (update: (questions: DraftQuestion[]) => DraftQuestion[]) => void,
) {
  const [announcement, setAnnouncement] = useState('');
  const [newType, setNewType] = useState<QuestionType>('TEXT');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);
  const addButtonRef = useRef<HTMLButtonElement | null>(null);

  // After a move, add or remove: focus where the user is working.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target.which === 'text') {
      document.getElementById(`question-${target.key}-text`)?.focus();
      return;
    }
    const button = target.which === 'card' ? undefined : elements.current.get(`${target.key}:${target.which}`);
    if (button && !(button as HTMLButtonElement).disabled) button.focus();
    else elements.current.get(`${target.key}:card`)?.focus();
  });

  const registerElement = useCallback((key: string, which: 'card' | MoveDirection, element: HTMLElement | null) => {
    if (element) elements.current.set(`${key}:${which}`, element);
    else elements.current.delete(`${key}:${which}`);
  }, []);

  const move = (from: number, to: number, focus: 'card' | MoveDirection) => {
    if (to < 0 || to >= questions.length || from === to) return;
    const key = questions[from].key;
    setQuestions((current) => moveQuestion(current, from, to));
    pendingFocus.current = { key, which: focus };
    setAnnouncement(`Question moved to position ${to + 1}`);
  };

  const moveByButton = (index: number, direction: MoveDirection) =>
    move(index, direction === 'up' ? index - 1 : index + 1, direction);

  const addQuestion = () => {
    const question = newQuestion(newType);
    setQuestions((current) => [...current, question]);
    pendingFocus.current = { key: question.key, which: 'text' };
    setAnnouncement(`Question ${questions.length + 1} added`);
  };

  const remove = (index: number) => {
    const key = questions[index].key;
    const next = questions[index + 1] ?? questions[index - 1];
    setQuestions((current) => removeQuestion(current, key));
    if (next) pendingFocus.current = { key: next.key, which: 'card' };
    else window.setTimeout(() => addButtonRef.current?.focus(), 0);
    setAnnouncement(`Question ${index + 1} removed`);
  };

  const startDrag = (key: string) => (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', key);
    setDragKey(key);
  };

  const endDrag = () => setDragKey(null);

  const dropOn = (targetIndex: number) => (event: DragEvent) => {
    event.preventDefault();
    const from = questions.findIndex((question) => question.key === dragKey);
    setDragKey(null);
    if (from >= 0) move(from, targetIndex, 'card');
  };

  return {
    announcement,
    newType,
    setNewType,
    dragKey,
    addButtonRef,
    registerElement,
    moveByButton,
    addQuestion,
    remove,
    startDrag,
    endDrag,
    dropOn,
  };
}

export type QuestionArrangement = ReturnType<typeof useQuestionArrangement>;
