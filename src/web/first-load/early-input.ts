// What a visitor did on a page painted before the app took it over (prerendered, or drawn by
// the server for a signed-in visit): first-load/theme.js keeps the values typed into fields, holds
// back a submit and notes the last button pressed (window.odoEarly); once hydrated, the app puts
// the values back (a form library may have reset its fields while registering them), submits
// the form as the visitor asked, or presses the button again (it did nothing without the app).

interface EarlyInput {
  values: Map<EventTarget, string>;
  submit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  press?: HTMLButtonElement | null;
}

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isValueElement(target: EventTarget): target is ValueElement {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Sets a field's value the way typing does, so React's change handlers see it. */
function typeInto(element: ValueElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

export function replayEarlyInput() {
  const holder = window as Window & { odoEarly?: EarlyInput };
  const early = holder.odoEarly;
  if (!early) return;
  holder.odoEarly = undefined;
  for (const [target, value] of early.values) {
    if (isValueElement(target) && target.isConnected && target.value !== value) {
      typeInto(target, value);
    }
  }
  const submit = early.submit;
  if (submit?.form.isConnected) {
    const submitter =
      submit.submitter && submit.submitter.isConnected && submit.form.contains(submit.submitter)
        ? submit.submitter
        : undefined;
    submit.form.requestSubmit(submitter);
  } else if (early.press?.isConnected && !early.press.disabled) {
    early.press.click();
  }
}
