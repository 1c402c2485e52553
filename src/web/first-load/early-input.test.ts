import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input.ts';

type Holder = Window & { odoEarly?: unknown };

afterEach(() => {
  document.body.innerHTML = '';
  (window as Holder).odoEarly = undefined;
});

describe('replayEarlyInput', () => {
  it('presses again, once, the button pressed before the app ran', () => {
    document.body.innerHTML = '<button type="button">Menu</button><button>Gone</button>';
    const button = document.querySelector('button') as HTMLButtonElement;
    const gone = document.querySelectorAll('button')[1] as HTMLButtonElement;
    let presses = 0;
    button.addEventListener('click', () => presses++);
    (window as Holder).odoEarly = { values: new Map(), submit: null, press: button };
    replayEarlyInput();
    replayEarlyInput();
    expect(presses).toBe(1);

    // A button the app no longer shows, or shows disabled, is not pressed.
    gone.remove();
    let gonePresses = 0;
    gone.addEventListener('click', () => gonePresses++);
    (window as Holder).odoEarly = { values: new Map(), submit: null, press: gone };
    replayEarlyInput();
    button.disabled = true;
    (window as Holder).odoEarly = { values: new Map(), submit: null, press: button };
    replayEarlyInput();
    expect(gonePresses).toBe(0);
    expect(presses).toBe(1);
  });

  it('submits a held-back form instead of pressing anything', () => {
    document.body.innerHTML = '<form><input name="q" /><button type="button">Other</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const other = document.querySelector('button') as HTMLButtonElement;
    let submits = 0;
    let presses = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits++;
    });
    other.addEventListener('click', () => presses++);
    (window as Holder).odoEarly = {
      values: new Map([[form.querySelector('input') as EventTarget, 'civic']]),
      submit: { form, submitter: null },
      press: other,
    };
    replayEarlyInput();
    expect(submits).toBe(1);
    expect(presses).toBe(0);
    expect((form.querySelector('input') as HTMLInputElement).value).toBe('civic');
  });
});
