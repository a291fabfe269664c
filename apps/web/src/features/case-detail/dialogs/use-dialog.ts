import { useRef, useState } from 'react';

/** A dialog opened from a button, with focus returned to it (or to a fallback once it is gone). */
export function useDialog<S>(fallback: () => HTMLElement | null) {
  const [state, setState] = useState<S | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const open = (next: S, from: HTMLElement | null) => {
    trigger.current = from;
    setState(next);
  };
  const close = () => {
    setState(null);
    const target = trigger.current;
    window.setTimeout(() => (target?.isConnected ? target : fallback())?.focus(), 0);
  };
  return { state, open, close };
}
