/**
 * jsdom finds a form control's labels by walking the whole document once per element, and a `for`
 * label's control by walking it again: quadratic in the page's size. Every accessible-name lookup
 * (getByRole, getByLabelText, axe) asks for labels, so whole-page screen tests spent most of their time
 * there. The same rules (HTML's "labeled control"), answered with the document's id index and tag lookups instead.
 */
const LABELABLE_TAGS = new Set(['BUTTON', 'INPUT', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA']);

type Root = Document | DocumentFragment | Element;

function isLabelable(element: Element): boolean {
  return (
    LABELABLE_TAGS.has(element.tagName) &&
    !(element.tagName === 'INPUT' && element.getAttribute('type')?.toLowerCase() === 'hidden')
  );
}

/** The first element in tree order under `root` (itself included) with this id; a document keeps an index. */
function elementWithId(root: Root, id: string): Element | null {
  if (root instanceof Document) return root.getElementById(id);
  if (root instanceof Element && root.id === id) return root;
  return root.querySelector(`[id="${id.replace(/["\\]/g, '\\$&')}"]`);
}

function labelsUnder(root: Root): Iterable<HTMLLabelElement> {
  const labels = root instanceof DocumentFragment ? root.querySelectorAll('label') : root.getElementsByTagName('label');
  return root instanceof HTMLLabelElement ? [root, ...labels] : labels;
}

function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const forValue = label.getAttribute('for');
  if (forValue === null) return ([...label.getElementsByTagName('*')].find(isLabelable) as HTMLElement) ?? null;
  if (forValue === '') return null;
  const target = elementWithId(label.getRootNode() as Root, forValue);
  return target instanceof HTMLElement && isLabelable(target) ? target : null;
}

function labelsOf(control: HTMLElement): HTMLLabelElement[] | null {
  if (!isLabelable(control)) return null;
  const candidates = new Set<HTMLLabelElement>();
  for (let node = control.parentElement; node; node = node.parentElement) {
    if (node instanceof HTMLLabelElement) candidates.add(node);
  }
  if (control.id) {
    for (const label of labelsUnder(control.getRootNode() as Root)) {
      if (label.htmlFor === control.id) candidates.add(label);
    }
  }
  return [...candidates]
    .filter((label) => controlOf(label) === control)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

Object.defineProperty(HTMLLabelElement.prototype, 'control', {
  configurable: true,
  get(this: HTMLLabelElement) {
    return controlOf(this);
  },
});

for (const element of [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
]) {
  Object.defineProperty(element.prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      return labelsOf(this);
    },
  });
}
