import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, toDraftInput } from './post-form-values.ts';
import { toPostInput } from './post-input.ts';

describe('post form values', () => {
  it('shows the shared schema’s messages, one per field', () => {
    const result = toPostInput({ ...EMPTY_VALUES, title: 'Hi', year: '19' }, null);
    expect(result.errors).toEqual({
      title: 'Title must be at least 3 characters.',
      body: 'Write something in the post.',
      topic: 'Choose a topic.',
      year: 'Enter a four-digit year.',
    });
  });

  it('builds the post input with its car tags, photos and draft', () => {
    const image = {
      id: '0b7c8d4e-8a7c-4a51-9a0e-1b2c3d4e5f60',
      url: '/api/files/community/x-800.webp',
      width: 8,
      height: 6,
    };
    const result = toPostInput(
      {
        ...EMPTY_VALUES,
        title: '  Oil change  ',
        body: 'Done.',
        topic: 'maintenance',
        make: ' Honda ',
        year: '2019',
        images: [image],
      },
      '5f1f0a3e-2b8d-4c44-9a3b-6f0e1d2c3b4a',
    );
    expect(result.errors).toBeNull();
    expect(result.input).toMatchObject({
      title: 'Oil change',
      topic: 'maintenance',
      make: 'Honda',
      model: null,
      year: 2019,
      imageIds: [image.id],
      draftId: '5f1f0a3e-2b8d-4c44-9a3b-6f0e1d2c3b4a',
    });
  });

  it('clips a draft to the draft API’s limits so saving never fails on input', () => {
    const draft = toDraftInput({ ...EMPTY_VALUES, title: 'x'.repeat(200), year: '1800' });
    expect(draft.title).toHaveLength(120);
    expect(draft.year).toBeNull();
    expect(draft.topic).toBeNull();
  });
});
