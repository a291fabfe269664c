/** The element index.html gives the app to render into. */
export function rootElement(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element in index.html');
  return container;
}
