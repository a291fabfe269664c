import { useEffect, useRef, useState } from 'react';
import { visibleQuestions, type Answers, type RunnerForm } from '../form-logic';
import { questionBlockId } from '../QuestionField';

/**
 * The questions shown: all visible ones, or one per step when the form asks for it. Moving to a step
 * focuses its question's first field (or the question itself), so keyboard and screen reader users
 * land where the new step starts.
 */
export function useRunnerSteps(form: RunnerForm, answers: Answers) {
  const [step, setStep] = useState(0);
  const focusStep = useRef(false);

  const visible = visibleQuestions(form.questions, answers);
  const stepsMode = form.showStepsIndividually && visible.length > 0;
  const current = Math.min(step, Math.max(visible.length - 1, 0));
  const shown = stepsMode ? visible.slice(current, current + 1) : visible;
  const isLastStep = !stepsMode || current >= visible.length - 1;

  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    const block = document.getElementById(questionBlockId(visible[current]?.id ?? ''));
    const target = block?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([hidden]), textarea, select, button',
    );
    (target ?? block)?.focus();
  });

  const goTo = (index: number) => {
    focusStep.current = true;
    setStep(index);
  };

  return { visible, stepsMode, current, shown, isLastStep, goTo };
}

export type RunnerSteps = ReturnType<typeof useRunnerSteps>;
