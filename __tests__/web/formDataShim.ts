/**
 * The web test environment (jest-fixed-jsdom) puts Node's FormData on the global, which does not accept a
 * jsdom <form>. React 19 calls `new FormData(form, submitter)` when a submit handler prevents the default
 * and starts a transition (react-router navigations do), so such forms throw in tests only. This shim keeps
 * Node's FormData (fetch still works with it) and fills it from a form like the browser does.
 * Loaded for every web test by setup.ts.
 */
const NodeFormData = globalThis.FormData;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as Field[]) {
      if (!element.name || element.disabled) continue;
      if (element instanceof HTMLButtonElement) {
        if (element === submitter) this.append(element.name, element.value);
      } else if (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) {
        if (element.checked) this.append(element.name, element.value);
      } else if (!(element instanceof HTMLInputElement && ['submit', 'button', 'reset', 'file'].includes(element.type))) {
        this.append(element.name, element.value);
      }
    }
  }
}

globalThis.FormData = FormDataFromForm as typeof FormData;

export {};
