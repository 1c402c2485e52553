import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  it('commits what is around it first, then each step in a later commit of its own, in order', async () => {
    const shown: string[] = [];
    // What the page shows at each commit (the profiler is told of every commit, after its changes).
    const onCommit = () => {
      const names = [...document.querySelectorAll('p')].map((p) => p.textContent).join(', ');
      if (shown.at(-1) !== names) shown.push(names);
    };
    render(
      <Profiler id="page" onRender={onCommit}>
        <p>top</p>
        <AfterFirstPaint step={3}>
          <p>third</p>
        </AfterFirstPaint>
        <AfterFirstPaint>
          <p>first</p>
          <p>first too</p>
        </AfterFirstPaint>
        <AfterFirstPaint step={2}>
          <p>second</p>
        </AfterFirstPaint>
      </Profiler>,
    );
    await screen.findByText('third');
    expect(shown).toEqual([
      'top',
      'top, first, first too',
      'top, first, first too, second',
      'top, third, first, first too, second',
    ]);
  });
});
