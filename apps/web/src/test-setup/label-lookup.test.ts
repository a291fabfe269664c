import { afterEach, describe, expect, it } from 'vitest';

/** The setup file's `labels` and `control` follow HTML's labeled-control rules, as jsdom's own did. */
describe('label lookup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("is what the screen tests use in place of jsdom's own", () => {
    const getter = (prototype: object, name: string) => Object.getOwnPropertyDescriptor(prototype, name)?.get;
    expect(String(getter(HTMLInputElement.prototype, 'labels'))).toContain('labelsOf');
    expect(String(getter(HTMLLabelElement.prototype, 'control'))).toContain('controlOf');
  });

  it('finds wrapping labels and `for` labels of a control, in tree order', () => {
    document.body.innerHTML = `
      <label id="before" for="name">Name</label>
      <label id="wrapping">Full name <input id="name"></label>
      <label id="after" for="name">Also name</label>
      <label id="other" for="email">E-mail</label><input id="email">`;
    const name = document.getElementById('name') as HTMLInputElement;
    expect([...name.labels!].map((label) => label.id)).toEqual(['before', 'wrapping', 'after']);
    expect((document.getElementById('wrapping') as HTMLLabelElement).control).toBe(name);
    expect((document.getElementById('other') as HTMLLabelElement).control).toBe(document.getElementById('email'));
  });

  it('gives no control for an empty `for`, a missing id or an element that cannot be labelled', () => {
    document.body.innerHTML = `
      <label id="empty" for="">Empty</label>
      <label id="missing" for="nowhere">Missing</label>
      <label id="div" for="box">Box</label><div id="box"></div>
      <label id="hidden" for="secret">Secret</label><input id="secret" type="HIDDEN">`;
    for (const id of ['empty', 'missing', 'div', 'hidden'])
      expect((document.getElementById(id) as HTMLLabelElement).control).toBeNull();
    expect((document.getElementById('secret') as HTMLInputElement).labels).toBeNull();
  });

  it('takes the first element with the id, and a wrapping label that names another control labels only that one', () => {
    document.body.innerHTML = `
      <input id="twin"><input id="twin">
      <label id="first" for="twin">Twin</label>
      <label id="elsewhere" for="lone">Lone <input id="inner"></label><input id="lone">`;
    const [first, second] = document.querySelectorAll<HTMLInputElement>('#twin');
    expect([...first.labels!].map((label) => label.id)).toEqual(['first']);
    expect([...second.labels!]).toEqual([]);
    expect([...(document.getElementById('inner') as HTMLInputElement).labels!]).toEqual([]);
    expect((document.getElementById('elsewhere') as HTMLLabelElement).control).toBe(document.getElementById('lone'));
  });

  it('works in a tree not attached to the document', () => {
    const form = document.createElement('form');
    form.innerHTML = `<label for="city">City</label><select id="city"></select>`;
    const city = form.querySelector('select')!;
    expect([...city.labels!].map((label) => label.textContent)).toEqual(['City']);
    expect(form.querySelector('label')!.control).toBe(city);
  });
});
