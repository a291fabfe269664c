import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_ERROR_MESSAGE,
  DEFAULT_INFO_MESSAGE,
  DEFAULT_SUCCESS_MESSAGE,
  DEFAULT_TOAST_TIMEOUT_MS,
  LONG_TOAST_TIMEOUT_MS,
  MAX_VISIBLE_TOASTS,
  SHORT_TOAST_TIMEOUT_MS,
  TOAST_CLOSE_LABEL,
  TOAST_REGION_LABEL,
  ToastProvider,
  notify,
  useToast,
  type ToastApi,
} from './index';
import { resetToastBusForTests } from './toast-bus';

/** Renders a provider and hands out its `useToast()` api. */
function renderWithToasts(children?: React.ReactNode) {
  let api!: ToastApi;
  function Grab() {
    api = useToast();
    return null;
  }
  const utils = render(
    <ToastProvider>
      <Grab />
      {children}
    </ToastProvider>,
  );
  return { ...utils, toast: () => api };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toastTexts = () =>
  Array.from(document.querySelectorAll('[data-toast-key]')).map((element) => element.textContent ?? '');

describe('toast constants', () => {
  it('are the spec texts and timeouts', () => {
    expect(DEFAULT_SUCCESS_MESSAGE).toBe('Operation succeeded!');
    expect(DEFAULT_ERROR_MESSAGE).toBe('Operation not successful');
    expect(DEFAULT_INFO_MESSAGE).toBe('Info');
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
    expect(LONG_TOAST_TIMEOUT_MS).toBe(10000);
    expect(SHORT_TOAST_TIMEOUT_MS).toBe(3000);
  });
});

describe('ToastProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToastBusForTests();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    resetToastBusForTests();
  });

  it('shows the default texts with role status for success/info and alert for errors', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().success();
      toast().error();
      toast().info();
    });
    const statuses = screen.getAllByRole('status');
    expect(statuses.map((element) => element.textContent)).toEqual([DEFAULT_INFO_MESSAGE, DEFAULT_SUCCESS_MESSAGE]);
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_ERROR_MESSAGE);
    expect(screen.getByRole('region', { name: TOAST_REGION_LABEL })).toBeTruthy();
  });

  it('uses the default text when the message is empty and info when no severity is given', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().error('   ');
      toast().show({});
    });
    expect(screen.getByRole('alert').textContent).toBe(DEFAULT_ERROR_MESSAGE);
    expect(screen.getByRole('status').textContent).toBe(DEFAULT_INFO_MESSAGE);
  });

  it('closes after 5000 ms by default', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().success('Saved');
    });
    advance(DEFAULT_TOAST_TIMEOUT_MS - 1);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
    // The empty stack is no landmark.
    expect(screen.queryByRole('region', { name: TOAST_REGION_LABEL })).toBeNull();
  });

  it('honours the long (10000 ms) and short (3000 ms) timeouts', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().error('Long one', LONG_TOAST_TIMEOUT_MS);
      toast().show({ message: 'Short one', severity: 'error', timeoutMs: SHORT_TOAST_TIMEOUT_MS });
    });
    advance(SHORT_TOAST_TIMEOUT_MS - 1);
    expect(toastTexts()).toEqual(['Short one', 'Long one']);
    advance(1);
    expect(toastTexts()).toEqual(['Long one']);
    advance(LONG_TOAST_TIMEOUT_MS - SHORT_TOAST_TIMEOUT_MS - 1);
    expect(toastTexts()).toEqual(['Long one']);
    advance(1);
    expect(toastTexts()).toEqual([]);
  });

  it('keeps a toast with timeoutMs null until it is closed', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().info('Sticky', null);
    });
    advance(60_000);
    expect(screen.queryByText('Sticky')).not.toBeNull();
  });

  it('stacks newest first and drops the oldest beyond the limit', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().info('First');
      toast().success('Second');
      toast().error('Third');
    });
    expect(toastTexts()).toEqual(['Third', 'Second', 'First']);
    act(() => {
      for (let i = 0; i < MAX_VISIBLE_TOASTS; i += 1) toast().info(`More ${i}`);
    });
    expect(toastTexts()).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(toastTexts()[0]).toBe(`More ${MAX_VISIBLE_TOASTS - 1}`);
    expect(toastTexts()).not.toContain('First');
  });

  it('closes with the close button, which has an accessible name', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().info('Keep');
      toast().error('Go away');
    });
    const alert = screen.getByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: TOAST_CLOSE_LABEL }));
    expect(toastTexts()).toEqual(['Keep']);
  });

  it('closes with Escape from inside the toast', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().info('Escapable');
    });
    const button = screen.getByRole('button', { name: TOAST_CLOSE_LABEL });
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(toastTexts()).toEqual([]);
  });

  it('dismiss(id) closes the toast the call returned', () => {
    const { toast } = renderWithToasts();
    let id = '';
    act(() => {
      id = toast().info('By id', null);
      toast().info('Other', null);
    });
    act(() => toast().dismiss(id));
    expect(toastTexts()).toEqual(['Other']);
  });

  it('pauses the countdown while hovered and resumes with the time left', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().success('Hover me');
    });
    advance(2000);
    const element = screen.getByRole('status');
    fireEvent.mouseEnter(element);
    advance(20_000);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.mouseLeave(element);
    advance(2999);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('pauses the countdown while focus is inside, and returns focus on close', () => {
    const { toast } = renderWithToasts(<button type="button">Before</button>);
    act(() => {
      toast().error('Focus me');
    });
    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    const close = screen.getByRole('button', { name: TOAST_CLOSE_LABEL });
    act(() => close.focus());
    advance(20_000);
    expect(screen.queryByText('Focus me')).not.toBeNull();
    fireEvent.click(close);
    expect(screen.queryByText('Focus me')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('moves focus to the next toast when a focused toast closes', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().info('Older', null);
      toast().info('Newer', null);
    });
    const [newerClose, olderClose] = screen.getAllByRole('button', { name: TOAST_CLOSE_LABEL });
    act(() => newerClose.focus());
    fireEvent.click(newerClose);
    expect(toastTexts()).toEqual(['Older']);
    expect(document.activeElement).toBe(olderClose);
  });

  it('shows one toast for the same text raised twice and restarts its countdown', () => {
    const { toast } = renderWithToasts();
    act(() => {
      toast().error();
    });
    advance(4000);
    act(() => {
      toast().error();
    });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    advance(4999);
    expect(screen.queryByRole('alert')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows toasts raised with notify() outside React, including ones raised before it mounted', () => {
    notify.error('Raised before mount');
    renderWithToasts();
    expect(screen.getByRole('alert').textContent).toBe('Raised before mount');
    act(() => {
      notify({ message: 'From a link', severity: 'info', timeoutMs: SHORT_TOAST_TIMEOUT_MS });
      notify.success();
    });
    expect(toastTexts()).toEqual([DEFAULT_SUCCESS_MESSAGE, 'From a link', 'Raised before mount']);
    advance(SHORT_TOAST_TIMEOUT_MS);
    expect(toastTexts()).toEqual([DEFAULT_SUCCESS_MESSAGE, 'Raised before mount']);
    let id = '';
    act(() => {
      id = notify.info('Dismiss me', null);
    });
    act(() => notify.dismiss(id));
    expect(toastTexts()).not.toContain('Dismiss me');
  });

  it('falls back to notify() when useToast is used outside a provider', () => {
    let api!: ToastApi;
    function Outside() {
      api = useToast();
      return null;
    }
    render(<Outside />);
    expect(api).toBe(notify);
  });
});
